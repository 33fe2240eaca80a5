import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/connection.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { buildApp } from '../../app.ts';
import { PLAN_KEYS } from '../../../core/plans.ts';
import { stripeClient } from './stripe-provider.ts';
import { setUpStripe } from './stripe-setup.ts';

/**
 * `npm run billing:setup` — the plans and the customer portal in the Stripe account (idempotent).
 * `npm run billing:reconcile` — every paying business compared with the provider and repaired.
 */
const command = process.argv[2];
const config = loadConfig({ ...process.env, WORKER: 'false', SEED_DEMO: 'false' });

if (command === 'setup') {
  if (config.billing.mode !== 'stripe') {
    console.log('No STRIPE_SECRET_KEY: Agendo uses its built-in test checkout, which needs no setup.');
  } else {
    const result = await setUpStripe(stripeClient(config.billing), { returnUrl: `${config.baseUrl}/assinatura` });
    console.log(
      result.created.length > 0
        ? `Created:\n  ${result.created.join('\n  ')}`
        : 'Everything was already there; nothing created.',
    );
    console.log('\nThe server finds these prices by their lookup keys. To pin them instead, set:');
    for (const plan of PLAN_KEYS) {
      const ids = result.catalog[plan];
      const name = plan.toUpperCase();
      console.log(
        `STRIPE_PRODUCT_${name}=${ids.productId}\nSTRIPE_PRICE_${name}_BRL=${ids.priceIds.BRL}\nSTRIPE_PRICE_${name}_USD=${ids.priceIds.USD}`,
      );
    }
    console.log(`STRIPE_PORTAL_CONFIGURATION=${result.portalConfigurationId}`);
  }
} else if (command === 'reconcile') {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const agendo = await buildApp({ config, database });
  try {
    if (config.billing.mode === 'test') {
      // The test checkout is its own provider: what it owes is the end of paid periods.
      await agendo.billing.runClock();
      console.log('Built-in test checkout: paid periods that ended were renewed or ended; nothing else to compare.');
    } else {
      const changes = await agendo.billing.reconcile();
      console.log(
        changes.length === 0
          ? 'Every paying business agrees with Stripe.'
          : changes.map((c) => `${c.businessId}: ${c.before} → ${c.after}`).join('\n'),
      );
    }
  } finally {
    await agendo.close();
  }
} else {
  console.error('Usage: node src/server/modules/billing/billing-cli.ts setup|reconcile');
  process.exit(64);
}
