import { describe, expect, it } from 'vitest';
import { clientSince } from './client-since.ts';

describe('client since', () => {
  const created = new Date('2026-11-27T12:00:00Z');

  it('is the first visit when it came before the registration', () => {
    expect(clientSince(created, new Date('2026-11-20T13:00:00Z'))).toEqual(new Date('2026-11-20T13:00:00Z'));
  });

  it('is the registration when there is no visit yet or it came later', () => {
    expect(clientSince(created, null)).toEqual(created);
    expect(clientSince(created, new Date('2026-12-01T13:00:00Z'))).toEqual(created);
  });
});
