import { describe, expect, it } from 'vitest';
import { checkCalDavUrl } from './calendar-url.ts';

const refusal = (url: string, allowPrivateNetworks = false) =>
  checkCalDavUrl(url, { allowPrivateNetworks }).then(
    () => null,
    (error: { code?: string }) => error.code,
  );

describe('a CalDAV server’s address', () => {
  it('is http or https, without credentials, and ends with a slash', async () => {
    expect(await checkCalDavUrl(' https://caldav.icloud.com ', { allowPrivateNetworks: true })).toBe(
      'https://caldav.icloud.com/',
    );
    expect(await checkCalDavUrl('http://127.0.0.1:5232/ana#x', { allowPrivateNetworks: true })).toBe(
      'http://127.0.0.1:5232/ana/',
    );
    for (const url of [
      'file:///etc/passwd',
      'gopher://example.com/',
      'ftp://example.com/',
      'not a url',
      'https://a:b@example.com/',
    ])
      expect(await refusal(url, true)).toBe('CALENDAR_URL_REFUSED');
  });

  it('is never this machine or a private network unless allowed', async () => {
    for (const url of [
      'http://127.0.0.1:5232/',
      'http://localhost/',
      'http://10.0.0.5/',
      'http://172.20.1.1/',
      'http://192.168.1.10/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
    ])
      expect(await refusal(url), url).toBe('CALENDAR_URL_REFUSED');
    expect(await refusal('http://8.8.8.8/')).toBeNull();
  });
});
