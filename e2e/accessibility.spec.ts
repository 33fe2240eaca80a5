import AxeBuilder from '@axe-core/playwright';
import { expect, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';
import type { Page } from '@playwright/test';

// Automated accessibility checks (axe-core, WCAG 2.1 A and AA) of the pages built so far.
// Each axe pass walks the whole page; on a busy two-core machine six of them outlast the default
// 30 s, so these tests get more time (the assertions are unchanged).
test.describe.configure({ timeout: 120_000 });

async function axeViolations(page: Page): Promise<Array<{ id: string; summary: string }>> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    summary: `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  }));
}

test('the public pages have no axe violations', async ({ page }) => {
  for (const path of ['/', '/#precos', '/auth', '/auth?mode=signup', '/escolha-plano', '/esta-pagina-nao-existe']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/#precos') await expect(page.locator('section#precos')).toBeAttached();
    expect((await axeViolations(page)).map((v) => v.summary), path).toEqual([]);
  }
});

test('the signed-in pages have no axe violations', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail());
  for (const path of ['/dashboard', '/agenda']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await axeViolations(page)).map((v) => v.summary), path).toEqual([]);
  }
});
