import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A calendar connection's secret (an OAuth token or a CalDAV app password) at rest: AES-256-GCM
 * under a key derived from AUTH_SECRET with HKDF-SHA-256, so a copy of the database alone does not
 * give the accounts away. The text kept is `v1.<iv>.<ciphertext>.<tag>`, each part base64url; a
 * changed byte or another AUTH_SECRET fails to open it (SecretUnreadableError), never yields a
 * wrong secret.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretUnreadableError extends Error {
  constructor() {
    super('the calendar secret cannot be read with this AUTH_SECRET');
  }
}

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** The key for calendar secrets, derived from AUTH_SECRET: no other use of it yields the same key. */
function calendarKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'agendo-calendar-secrets', 'calendar connection secret v1', 32));
}

export function createSecretBox(authSecret: string): SecretBox {
  const key = calendarKey(authSecret);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(VERSION));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag || rest.length > 0)
        throw new SecretUnreadableError();
      try {
        // The whole tag, never a shortened one: a short tag is far easier to forge.
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(VERSION));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretUnreadableError();
      }
    },
  };
}
