/**
 * The message of a failed better-auth call. better-auth answers `{message, code}`; our own
 * plugins (rate limits, origin checks) answer the contract's `{error: {code, message}}`. When the
 * request never reached the server, better-fetch reports status 500 'Fetch Error' with an English
 * message meant for developers: `fallbacks.network` replaces it.
 */
export function authErrorMessage(error: unknown, fallbacks: { network: string; unexpected: string }): string {
  const fallback = fallbacks.unexpected;
  if (typeof error !== 'object' || error === null) return fallback;
  const { message, error: nested, statusText } = error as { message?: unknown; error?: unknown; statusText?: unknown };
  if (statusText === 'Fetch Error') return fallbacks.network;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof nested === 'object' && nested !== null) {
    const nestedMessage = (nested as { message?: unknown }).message;
    if (typeof nestedMessage === 'string' && nestedMessage.trim() !== '') return nestedMessage;
  }
  return fallback;
}
