/** The CalDAV form's field a refusal of the server concerns; null for any other error. */
export function calDavRefusalField(code: string): 'serverUrl' | 'username' | 'password' | null {
  switch (code) {
    case 'CALENDAR_URL_REFUSED':
    case 'CALENDAR_UNREACHABLE':
      return 'serverUrl';
    case 'CALENDAR_CREDENTIALS_REFUSED':
      return 'password';
    case 'CALENDAR_NO_CALENDAR':
      return 'username';
    default:
      return null;
  }
}

/** The outcome of Google's consent page, read from the address it sent the browser back to. */
export type GoogleReturn = { outcome: 'connected' } | { outcome: 'error'; reason: 'denied' | 'expired' | 'failed' };

export function googleReturnOf(search: string): GoogleReturn | null {
  const params = new URLSearchParams(search);
  const calendar = params.get('calendar');
  if (calendar === 'connected') return { outcome: 'connected' };
  if (calendar !== 'error') return null;
  const reason = params.get('reason');
  return { outcome: 'error', reason: reason === 'denied' || reason === 'expired' ? reason : 'failed' };
}

/** The address without the `calendar` and `reason` parameters Google's return added. */
export function withoutGoogleReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('calendar');
  params.delete('reason');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A calendar as a person recognises it: the last part of its address (CalDAV) or its id (Google). */
export function calendarName(calendarId: string): string {
  const parts = calendarId.split('/').filter(Boolean);
  const last = parts.at(-1) ?? calendarId;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
