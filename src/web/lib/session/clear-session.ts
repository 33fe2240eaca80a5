import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/detect-language.ts';
import { clearStorage, writeStorage } from '../browser-storage.ts';
import { meQueryKey } from './get-me.ts';

/**
 * SPEC 4: on sign-out or an invalid session, forget the user, session, profile and subscription
 * (the query cache) and both browser storages. The interface language is put back at once, so
 * the screen doesn't switch language under the person.
 */
export function clearSession(queryClient: QueryClient): void {
  const language = currentLanguage();
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, null);
  clearStorage('local');
  clearStorage('session');
  writeStorage('local', LANGUAGE_STORAGE_KEY, language);
}
