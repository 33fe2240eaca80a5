import { currentLanguage, i18n } from '../i18n/i18n.ts';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR } from './api-fetch.ts';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a CSV of our API as the server names it. A plain link would send the browser's
 * language, not the interface's, and the server heads the columns in the request's language; so
 * the file is fetched with the interface language and handed to the browser as a download.
 * Failures are ApiErrors, as apiFetch's.
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { Accept: 'text/csv', 'Accept-Language': currentLanguage() },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: i18n.t('errors.network') });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    if (typeof error?.code === 'string' && typeof error.message === 'string') {
      throw new ApiError({ status: response.status, code: error.code, message: error.message });
    }
    throw new ApiError({ status: response.status, code: INVALID_RESPONSE, message: i18n.t('errors.unexpected') });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
