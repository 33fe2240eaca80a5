import { expect, openAppSidebar, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';

// The signed-in pages at phone width with a business name of realistic length.

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a long business name keeps the signed-in pages within the screen, and Sair within reach', async ({ page }) => {
    // A name that does not fit once made the pages wider than the phone (a `truncate` inside grid
    // items without min-w-0); the mobile viewport then grew and pushed 'Sair' off the screen.
    await signUpThroughApi(page.request, uniqueEmail(), { name: 'Maria Fernanda de Albuquerque Cavalcanti' });
    for (const path of ['/dashboard', '/agenda']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width of ${path}`).toBeLessThanOrEqual(375);
    }
    const sidebar = await openAppSidebar(page);
    await expect(sidebar.getByRole('button', { name: 'Sair' })).toBeInViewport({ ratio: 1 });
  });
});
