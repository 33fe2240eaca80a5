import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretUnreadableError } from './calendar-secrets.ts';

const box = createSecretBox('a'.repeat(64));

describe('calendar secrets at rest', () => {
  it('opens what it sealed, and seals the same secret differently each time', () => {
    const secret = 'abcd-efgh-ijkl-mnop ✓';
    const first = box.seal(secret);
    const second = box.seal(secret);
    expect(first).not.toBe(second);
    expect(first).not.toContain('abcd');
    expect(box.open(first)).toBe(secret);
    expect(box.open(second)).toBe(secret);
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses a sealed secret with any part changed', () => {
    const sealed = box.seal('app-password');
    const parts = sealed.split('.');
    for (let i = 1; i < parts.length; i++) {
      const part = Buffer.from(parts[i]!, 'base64url');
      part[0] = part[0]! ^ 1;
      const tampered = [...parts];
      tampered[i] = part.toString('base64url');
      expect(() => box.open(tampered.join('.'))).toThrow(SecretUnreadableError);
    }
    // A shortened tag (its first four bytes) is refused, not checked on what is left of it.
    const short = [...parts];
    short[3] = Buffer.from(parts[3]!, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => box.open(short.join('.'))).toThrow(SecretUnreadableError);
    expect(() => box.open(sealed.replace(/^v1/, 'v2'))).toThrow(SecretUnreadableError);
    expect(() => box.open('not sealed')).toThrow(SecretUnreadableError);
  });

  it('refuses to open with a key from another AUTH_SECRET', () => {
    const sealed = box.seal('app-password');
    expect(() => createSecretBox('b'.repeat(64)).open(sealed)).toThrow(SecretUnreadableError);
  });
});
