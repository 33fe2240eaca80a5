import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What every axe check of the suite holds pages to: WCAG 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until no finite animation or transition is running: a colour caught halfway through a
 * transition (a day just chosen, a button hovered) is not the colour anyone reads. Endless ones
 * (a spinner, a skeleton's pulse) are left to run.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Every axe violation on the page, one line each: what, how bad, where. `serious` keeps only the
 * serious and critical ones (pages that hold a third party's markup, such as a map, are held to those).
 */
export async function axeViolations(page: Page, options: { only?: 'serious' } = {}): Promise<string[]> {
  // A page the server rendered is inert until the app has taken it over, and axe reads an inert
  // subtree as hidden: checked before, the page would have no main landmark and no heading.
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
  await settleAnimations(page);
  // axe.run in the page itself (legacy mode): the default runs axe in every frame and then again in
  // a new blank page to merge the frames' results, a page opened per check; the app has no frames.
  // Only the violations are worked out in full, not every node that passes.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => !options.only || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
