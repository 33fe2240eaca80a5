import { expect, openAppSidebar, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';

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
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `page width of ${path}`,
      ).toBeLessThanOrEqual(375);
    }
    const sidebar = await openAppSidebar(page);
    await expect(sidebar.getByRole('button', { name: 'Sair' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('on a phone held sideways', () => {
  // 812 × 375: still the drawer (narrower than lg), but shorter than the sidebar's content.
  test.use({ viewport: { width: 812, height: 375 }, isMobile: true, hasTouch: true });

  test("the menu drawer scrolls, so 'Sair' stays within reach", async ({ page }) => {
    await signUpThroughApi(page.request, uniqueEmail());
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const drawer = await openAppSidebar(page);
    // Taller content than the screen: the drawer itself scrolls (a fixed panel cannot move the page).
    const { clientHeight, scrollHeight, overflowY } = await drawer.evaluate((element) => ({
      clientHeight: element.clientHeight,
      scrollHeight: element.scrollHeight,
      overflowY: getComputedStyle(element).overflowY,
    }));
    expect(clientHeight).toBeLessThanOrEqual(375);
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    expect(overflowY).toBe('auto');
    const signOut = drawer.getByRole('button', { name: 'Sair' });
    await signOut.scrollIntoViewIfNeeded();
    await expect(signOut).toBeInViewport({ ratio: 1 });
    await signOut.click();
    await expect(toast(page, 'Logout realizado')).toBeVisible();
    await expect(page).toHaveURL('/auth');
  });
});
