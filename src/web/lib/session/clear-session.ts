import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/i18n.ts';
import { keepLanguageChoice } from '../../i18n/language-choice.ts';
import { clearStorage, readStorage, writeStorage } from '../browser-storage.ts';
import { THEME_STORAGE_KEY } from '../theme.ts';
import { meQueryKey } from './get-me.ts';

/**
 * On sign-out or an invalid session (docs/accounts.md), forget the user, session, profile and subscription
 * (the query cache) and both browser storages. The interface language and the appearance are put
 * back at once: they belong to the browser, not the account, and the screen shouldn't change under
 * the person.
 */
export function clearSession(queryClient: QueryClient): void {
  const language = currentLanguage();
  const theme = readStorage('local', THEME_STORAGE_KEY);
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, null);
  clearStorage('local');
  clearStorage('session');
  keepLanguageChoice(language);
  if (theme !== null) writeStorage('local', THEME_STORAGE_KEY, theme);
}
