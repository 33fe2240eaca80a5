import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_RETURN_PATH, emailVerificationOutcome } from './email-verification.ts';

describe('emailVerificationOutcome', () => {
  it('reads the return of the confirmation link, and nothing else', () => {
    expect(EMAIL_VERIFICATION_RETURN_PATH).toBe('/?from=email-verification');
    expect(emailVerificationOutcome('?from=email-verification')).toBe('verified');
    expect(emailVerificationOutcome('?from=email-verification&error=TOKEN_EXPIRED')).toBe('expired');
    expect(emailVerificationOutcome('?from=email-verification&error=INVALID_TOKEN')).toBe('invalid');
    expect(emailVerificationOutcome('?from=email-verification&error=USER_NOT_FOUND')).toBe('invalid');
    expect(emailVerificationOutcome('?error=TOKEN_EXPIRED')).toBeNull();
    expect(emailVerificationOutcome('')).toBeNull();
  });
});
