import { createHmac } from 'node:crypto';
import { z } from 'zod';

/*
 * The deposits' part of the configuration (docs/deposits.md), read by config.ts. Deposits use the
 * platform's Stripe keys (the same STRIPE_SECRET_KEY as subscriptions), through Stripe Connect: the
 * money goes to each business's own connected account. Without keys the built-in test payments run.
 */

const optionalString = z
  .string()
  .transform((v) => v.trim())
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** The variables, for config.ts's schema. */
export const depositsEnv = {
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  DEPOSIT_HOLD_SECONDS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(86_400).optional(),
  ),
};

type DepositsEnv = z.output<z.ZodObject<typeof depositsEnv>> & {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
};

/**
 * How deposits are paid. With STRIPE_SECRET_KEY, through Stripe Connect (its API at `api` when
 * STRIPE_API_URL is set), its Connect webhook's events signed with STRIPE_CONNECT_WEBHOOK_SECRET
 * (else STRIPE_WEBHOOK_SECRET); without it, through the built-in test payments, whose events are
 * signed with a secret derived from AUTH_SECRET. `holdSeconds` (DEPOSIT_HOLD_SECONDS) overrides
 * every business's hold.
 */
export type DepositsConfig =
  | {
      mode: 'stripe';
      secretKey: string;
      webhookSecret: string;
      publishableKey: string | null;
      api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
      holdSeconds: number | null;
    }
  | { mode: 'test'; webhookSecret: string; holdSeconds: number | null };

export function depositsConfig(
  e: DepositsEnv,
  authSecret: string,
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined,
): DepositsConfig {
  const holdSeconds = e.DEPOSIT_HOLD_SECONDS ?? null;
  const webhookSecret = e.STRIPE_CONNECT_WEBHOOK_SECRET ?? e.STRIPE_WEBHOOK_SECRET;
  if (e.STRIPE_SECRET_KEY && webhookSecret)
    return {
      mode: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
      api,
      holdSeconds,
    };
  return {
    mode: 'test',
    webhookSecret: `whsec_${createHmac('sha256', authSecret).update('deposits-test-webhook').digest('base64url')}`,
    holdSeconds,
  };
}
