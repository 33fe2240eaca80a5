import { describe, expect, it } from 'vitest';
import { accessesToRevoke, loginLimit, mayAddLogin } from './user-limit.ts';

describe('the user limit', () => {
  it('is the plan’s, or the smaller one while a downgrade waits', () => {
    expect(loginLimit('pro', null)).toBe(5);
    expect(loginLimit('business', 'basico')).toBe(2);
    expect(loginLimit('basico', 'premium')).toBe(2);
  });

  it('lets a login in only while one fits', () => {
    expect(mayAddLogin(4, 'pro', null)).toBe(true);
    expect(mayAddLogin(5, 'pro', null)).toBe(false);
    expect(mayAddLogin(2, 'business', 'basico')).toBe(false);
  });

  it('names how many accesses a downgrade needs revoked', () => {
    expect(accessesToRevoke(7, 'pro')).toBe(2);
    expect(accessesToRevoke(5, 'pro')).toBe(0);
    expect(accessesToRevoke(1, 'basico')).toBe(0);
  });
});
