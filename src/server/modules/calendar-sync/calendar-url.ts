import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../errors.ts';

/**
 * A CalDAV server's address as a person typed it, checked before Agendo sends it a password: http
 * or https only, no credentials inside it, and — in production, unless
 * CALDAV_ALLOW_PRIVATE_NETWORKS — no host that is this machine or on a private network, so the
 * form cannot be used to reach the servers behind Agendo. (The check is made when connecting; a
 * name that later resolves elsewhere is the limit of it, docs/calendars.md.)
 */

const PRIVATE = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv6');

const refused = () => new AppError('CALENDAR_URL_REFUSED', 400, { fields: { serverUrl: 'validation.invalid' } });

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The server's URL, normalised with a final slash; AppError CALENDAR_URL_REFUSED or CALENDAR_UNREACHABLE. */
export async function checkCalDavUrl(text: string, options: { allowPrivateNetworks: boolean }): Promise<string> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw refused();
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) throw refused();
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  if (!options.allowPrivateNetworks) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host)
      ? [host]
      : await lookup(host, { all: true }).then(
          (found) => found.map((a) => a.address),
          () => {
            throw new AppError('CALENDAR_UNREACHABLE', 400, { fields: { serverUrl: 'validation.invalid' } });
          },
        );
    if (addresses.some(isPrivate)) throw refused();
  }
  return url.toString();
}
