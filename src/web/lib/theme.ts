import { readStorage, removeStorage, writeStorage } from './browser-storage.ts';

/** The appearance a person chose; 'system' follows the operating system's setting. */
export type Theme = 'light' | 'dark' | 'system';
export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

/** Browser storage key of the choice (nothing stored means 'system'). */
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();

export function readTheme(): Theme {
  const stored = readStorage('local', THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/**
 * Puts the `dark` class on <html> (Tailwind's dark variant) for `choice` — 'light', 'dark', or
 * anything else to follow the system — or, without one, for the choice stored under `key`.
 * Self-contained (no imports, nothing from around it), because the build also writes it into the
 * pages' <head> as an inline script (scripts/vite-theme-boot.ts): a page the server rendered has
 * its colours at its first paint, not once the app's script has run.
 */
export function markThemeOnPage(key: string, choice?: string | null): void {
  let chosen = choice;
  if (chosen === undefined) {
    try {
      chosen = localStorage.getItem(key);
    } catch {
      chosen = null;
    }
  }
  const systemDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', chosen === 'dark' || (chosen !== 'light' && systemDark));
}

/** Puts the `dark` class on <html> (Tailwind's dark variant) for the chosen or the system appearance. */
export function applyTheme(theme: Theme = readTheme()): void {
  markThemeOnPage(THEME_STORAGE_KEY, theme);
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  if (theme === 'system') removeStorage('local', THEME_STORAGE_KEY);
  else writeStorage('local', THEME_STORAGE_KEY, theme);
  applyTheme(theme);
}

/** Applies the stored appearance now, and again whenever the system's changes while following it. */
export function startTheme(): void {
  applyTheme();
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => applyTheme());
}

/** For useSyncExternalStore: the appearance changed (chosen here or by the system). */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
