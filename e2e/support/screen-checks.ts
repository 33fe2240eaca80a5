import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The checks every screen gets (screens.spec.ts): rendered, within the width of the screen, no
 * i18n key left untranslated, and axe clean (axe.ts).
 */

/** The page is no wider than the screen: nothing to scroll sideways. */
export async function expectNoHorizontalOverflow(
  page: Page,
  what: string,
  options: { soft?: boolean } = {},
): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // A phone's layout viewport grows to fit content that is too wide, so the screen's own width is the bound too.
  (options.soft ? expect.soft : expect)(scrollWidth, `page width of ${what}`).toBeLessThanOrEqual(
    Math.min(width, innerWidth),
  );
}

/** Endings of words with a dot that are addresses or file names, not i18n keys ('agendo.local', 'capa.png'). */
const NOT_KEY_ENDINGS = new Set([
  'com',
  'br',
  'net',
  'org',
  'io',
  'local',
  'app',
  'dev',
  'me',
  'page',
  'example',
  'gov',
  'edu',
  'info',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'gif',
  'svg',
  'csv',
  'json',
  'zip',
  'xml',
  'html',
  'js',
  'ts',
  'pdf',
  'txt',
]);

/** An i18n key as the app's bundles name them: `nav.openMenu`, `billing.test.portal.title`, `nav.unreadMessages_one`. */
const KEY_SHAPE = /^[a-z][a-zA-Z0-9_]+(?:\.[a-zA-Z][a-zA-Z0-9_]+)+$/;

/** The words of `text` shaped like an i18n key, leaving out addresses, e-mails and file names. */
export function keyShapedWords(text: string): string[] {
  const found = text
    .replace(/\b(?:https?|ftp|mailto|tel):\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .split(/[\s,;:!?()[\]{}"'«»“”‘’<>|/\\*=+&#…]+/)
    .map((word) => word.replace(/\.+$/, ''))
    .filter((word) => KEY_SHAPE.test(word) && !NOT_KEY_ENDINGS.has(word.split('.').at(-1)!.toLowerCase()));
  return [...new Set(found)];
}

/**
 * Text on the page shaped like an i18n key (what i18next shows for a missing one) or i18next's
 * complaint about an object: the visible text, the title and the labels, placeholders and
 * alternatives of the elements.
 */
export async function untranslatedKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const problems = keyShapedWords(texts.join('\n'));
  if (texts.some((text) => text.includes('returned an object instead of string')))
    problems.push('returned an object instead of string');
  return problems;
}

/** Waits until the screen has its content: no 'Loading...' placeholder nor skeleton left. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^(Carregando|Loading)\.\.\.$/ })).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}

/**
 * The texts among `locator`'s elements that are cut: content wider than the element's box (an
 * ellipsis, a hidden or scrolled overflow, a text box's value longer than the box).
 */
export async function cutTexts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => (element instanceof HTMLInputElement ? element.value : (element.textContent ?? '')).trim()),
  );
}

/** With E2E_SHOTS_DIR set, a full-page screenshot named `name` there: to look at a journey's screens. */
export async function shot(page: Page, name: string): Promise<void> {
  const directory = process.env.E2E_SHOTS_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true });
}
