import { expect, openAppSidebar, test, toast, uniqueEmail } from './support/fixtures.ts';
import { APP_URL, PGLITE_URL } from './support/env.ts';
import { GOOGLE_TEST_USER } from './support/oidc-server.ts';

// Google sign-in (docs/accounts.md) against the local OpenID Connect server that the global setup
// starts and the main server's GOOGLE_DISCOVERY_URL points at.

test('Google sign-in creates the account with a new business and lands signed in', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continuar com Google' }).click();

  // "Google": oidc-provider's development login form (any login works), then its consent screen.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('qualquer-senha');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back at the site root, signed in: the landing page sends the new owner to the dashboard.
  await expect(page).toHaveURL(`${APP_URL}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('subscription-banner')).toContainText('Teste grátis do plano Business');
  const sidebar = await openAppSidebar(page);
  await expect(sidebar.getByTestId('business-name')).toHaveText(`Negócio de ${GOOGLE_TEST_USER.name}`);
  await expect(sidebar.getByText(GOOGLE_TEST_USER.name, { exact: true })).toBeVisible();

  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email, name: GOOGLE_TEST_USER.name }, profile: { role: 'admin' } });
});

test('without Google keys the Google button says it is not configured', async ({ page }) => {
  await page.goto(`${PGLITE_URL}/auth`);
  await page.getByRole('button', { name: 'Continuar com Google' }).click();
  await expect(toast(page, 'Erro ao entrar com Google')).toContainText(
    'O login com Google não está configurado neste servidor.',
  );
  await expect(page).toHaveURL(`${PGLITE_URL}/auth`);
});
