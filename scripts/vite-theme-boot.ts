import type { Plugin } from 'vite';
import { markThemeOnPage, THEME_STORAGE_KEY } from '../src/web/lib/theme.ts';

/**
 * Writes the app's own `markThemeOnPage` (src/web/lib/theme.ts) into the head of every page as an
 * inline script, run before the first paint: a page the server rendered shows the person's light or
 * dark appearance at once instead of switching when the app's script runs.
 */
export function themeBootScript(): Plugin {
  return {
    name: 'agendo-theme-boot',
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: `(${markThemeOnPage.toString()})(${JSON.stringify(THEME_STORAGE_KEY)})`,
        injectTo: 'head-prepend',
      },
    ],
  };
}
