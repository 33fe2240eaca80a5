import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { describeIssue } from '../../contracts/validation-messages.ts';
import { currentLanguage, i18n } from '../i18n/i18n.ts';
import '../i18n/validation-texts.ts';
import { ApiError } from './api-fetch.ts';

/**
 * react-hook-form's resolver for a contract schema. A rule that names a message key
 * (`error: 'validation.email'`) keeps the key, translated where it is shown; any other rule gets
 * the same words the API would answer with (describeIssue), in the interface language.
 */
export function formResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>) {
  return zodResolver(schema, {
    error: (issue) => describeIssue(issue as Parameters<typeof describeIssue>[0], currentLanguage()),
  });
}

/** A field error for display: message keys are translated, texts from the server shown as they are. */
export function fieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(message) && i18n.exists(message) ? i18n.t(message) : message;
}

/**
 * Puts the field errors of a 400 answer (`error.fields`, paths like `workingHours.2.end`) on the
 * form's fields. `mapPath` renames a server path to the form's, or drops it (null). Returns how
 * many were placed, so the caller can fall back to a toast.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  mapPath: (path: string) => string | null = (path) => path,
): number {
  if (!(error instanceof ApiError) || !error.fields) return 0;
  let placed = 0;
  for (const [path, message] of Object.entries(error.fields)) {
    const formPath = mapPath(path);
    if (formPath === null) continue;
    setError(formPath as Path<Values>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}

/** The message of any failure, for a toast's description. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18n.t('errors.unexpected');
}
