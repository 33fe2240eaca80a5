import { expect, requirePostgres, signUpThroughApi, test, uniqueEmail, withDatabase } from './support/fixtures.ts';

// The route guard's subscription steps (docs/accounts.md): an ended trial or subscription closes the app.
// The business row is changed directly in the main server's PostgreSQL database.

async function setBilling(databaseUrl: string, userId: string, assignments: string): Promise<void> {
  await withDatabase(databaseUrl, async (client) => {
    const result = await client.query(
      `UPDATE businesses SET ${assignments}, updated_at = now()
        WHERE id = (SELECT business_id FROM profiles WHERE id = $1)`,
      [userId],
    );
    expect(result.rowCount).toBe(1);
  });
}

test('a business whose trial ended lands on /trial-expired, which leads to the plans', async ({ page }) => {
  const databaseUrl = requirePostgres();
  const user = await signUpThroughApi(page.request, uniqueEmail());
  await page.goto('/dashboard');
  await expect(page.getByTestId('subscription-banner')).toContainText('Teste grátis do plano Business');

  await setBilling(databaseUrl, user.id, `trial_ends_at = now() - interval '1 day'`);

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/trial-expired');
  await expect(page.getByRole('heading', { name: 'Seu período de teste terminou' })).toBeVisible();
  await page.goto('/agenda');
  await expect(page).toHaveURL('/trial-expired');

  await page.getByRole('link', { name: 'Ver planos' }).click();
  await expect(page).toHaveURL('/escolha-plano');
  await expect(page.getByRole('heading', { name: 'Planos e Preços' })).toBeVisible();
  await expect(page.getByTestId('plan-price')).toHaveCount(5);
});

test('a business whose paid period ended lands on /subscription-expired', async ({ page }) => {
  const databaseUrl = requirePostgres();
  const user = await signUpThroughApi(page.request, uniqueEmail());
  await setBilling(
    databaseUrl,
    user.id,
    `plan = 'pro', subscription_status = 'canceled', current_period_end = now() - interval '1 hour'`,
  );

  await page.goto('/agenda');
  await expect(page).toHaveURL('/subscription-expired');
  await expect(page.getByRole('heading', { name: 'Sua assinatura expirou' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver planos' }).click();
  await expect(page).toHaveURL('/escolha-plano');
});
