import { expect, openAppSidebar, signInThroughForm, test, toast } from './support/fixtures.ts';
import { APP_URL, DEMO_ADMIN, DEMO_BUSINESS_NAME, DEMO_PASSWORD, ENV_DATABASE_URL, PGLITE_URL } from './support/env.ts';

// The default a newcomer gets: the server on its embedded PGlite database, demo data seeded on
// first start. The global setup runs this second server beside the PostgreSQL one.

test('on the embedded database the landing page is served and the demo owner signs in', async ({ page }) => {
  const health = await page.request.get(`${PGLITE_URL}/api/health`);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

  await page.goto(`${PGLITE_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sua agenda cheia, sua gestão simples');
  await expect(page).toHaveTitle(/^Agendo/);
  await page
    .getByRole('link', { name: /Começar teste grátis/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${PGLITE_URL}/auth`);

  await signInThroughForm(page, DEMO_ADMIN, DEMO_PASSWORD, PGLITE_URL);
  await expect(page).toHaveURL(`${PGLITE_URL}/dashboard`);
  await expect(toast(page, 'Bem-vindo!')).toBeVisible();
  const sidebar = await openAppSidebar(page);
  await expect(sidebar.getByTestId('business-name')).toHaveText(DEMO_BUSINESS_NAME);
});

test('the main server runs on the database the run chose', async ({ request }) => {
  const health = await request.get(`${APP_URL}/api/health`);
  expect(await health.json()).toMatchObject({
    status: 'ok',
    database: process.env[ENV_DATABASE_URL] ? 'postgresql' : 'pglite',
  });
});
