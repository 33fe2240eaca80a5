/**
 * The message of a failed better-auth call. The server answers every /api/auth failure in the
 * contract's shape, `{error: {code, message}}`, its message already in the interface language;
 * better-fetch spreads that body into its error, next to `status` and `statusText`. When the
 * request never reached the server, better-fetch reports status 500 'Fetch Error' with an
 * English message meant for developers: `fallbacks.network` replaces it.
 */
export function authErrorMessage(error: unknown, fallbacks: { network: string; unexpected: string }): string {
  if (typeof error !== 'object' || error === null) return fallbacks.unexpected;
  const { error: body, statusText } = error as { error?: unknown; statusText?: unknown };
  if (statusText === 'Fetch Error') return fallbacks.network;
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : fallbacks.unexpected;
}
