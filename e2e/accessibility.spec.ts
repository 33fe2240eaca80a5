import { axeViolations } from './support/axe.ts';
import { expect, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';

// Automated accessibility checks (axe-core, WCAG 2.1 A and AA) of the pages built so far.
// Each axe pass walks the whole page; on a busy two-core machine six of them outlast the default
// 30 s, so these tests get more time (the assertions are unchanged).
test.describe.configure({ timeout: 120_000 });

test('the public pages have no axe violations', async ({ page }) => {
  for (const path of ['/', '/#precos', '/auth', '/auth?mode=signup', '/escolha-plano', '/esta-pagina-nao-existe']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/#precos') await expect(page.locator('section#precos')).toBeAttached();
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('the signed-in pages have no axe violations', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail());
  for (const path of ['/dashboard', '/agenda']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
});
