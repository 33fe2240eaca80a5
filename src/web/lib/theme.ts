import { readStorage, removeStorage, writeStorage } from './browser-storage.ts';

/** The appearance a person chose; 'system' follows the operating system's setting. */
export type Theme = 'light' | 'dark' | 'system';
export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

/** Browser storage key of the choice (nothing stored means 'system'). */
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function readTheme(): Theme {
  const stored = readStorage('local', THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** Puts the `dark` class on <html> (Tailwind's dark variant) for the chosen or the system appearance. */
export function applyTheme(theme: Theme = readTheme()): void {
  const dark = theme === 'dark' || (theme === 'system' && systemPrefersDark());
  document.documentElement.classList.toggle('dark', dark);
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
