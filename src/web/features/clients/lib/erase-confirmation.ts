import { ApiError } from '../../../lib/api-fetch.ts';

/** A name as typed to confirm: spaces at the ends and runs of spaces do not count. */
const normalise = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * The owner typed the client's name: case and accents aside, so that a phone keyboard without
 * accents can confirm 'João' as 'joao'.
 */
export function confirmsName(typed: string, fullName: string): boolean {
  const expected = normalise(fullName);
  return expected !== '' && normalise(typed).localeCompare(expected, undefined, { sensitivity: 'base' }) === 0;
}

export type ErasureFailureKind = 'upcoming' | 'alreadyErased' | 'failed';

/**
 * Why an erasure failed, for the dialog: its heading (a key under clients.privacy.eraseDialog) and
 * the server's translated message, which names what to do; `fallback` when there is none.
 */
export function erasureFailure(error: unknown, fallback: string): { kind: ErasureFailureKind; message: string } {
  const message = error instanceof Error && error.message ? error.message : fallback;
  if (error instanceof ApiError && error.code === 'CLIENT_HAS_UPCOMING_APPOINTMENTS')
    return { kind: 'upcoming', message };
  if (error instanceof ApiError && error.code === 'CLIENT_ERASED') return { kind: 'alreadyErased', message };
  return { kind: 'failed', message };
}
