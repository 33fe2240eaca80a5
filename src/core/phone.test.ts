import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone.ts';

describe('phones in E.164', () => {
  it("reads a number without its country code in the business's country", () => {
    expect(toE164('(11) 98765-4321', 'BR')).toBe('+5511987654321');
    expect(toE164('11 98765 4321', 'BR')).toBe('+5511987654321');
    expect(toE164('(212) 555-0100', 'US')).toBe('+12125550100');
  });

  it('keeps a country code that is written, whatever the business', () => {
    expect(toE164('+1 212 555 0100', 'BR')).toBe('+12125550100');
    expect(toE164('+55 21 2345-6789', 'US')).toBe('+552123456789');
  });

  it('refuses what cannot be a phone', () => {
    for (const written of ['', '   ', '123', 'abc', '+55 11 9', '9'.repeat(25), '1234-5678', '98765-4321'])
      expect(toE164(written, 'BR')).toBeNull();
  });

  it('writes a number as its country does', () => {
    expect(formatPhone('+5511987654321', 'BR')).toBe('(11) 98765-4321');
    expect(formatPhone('+5511987654321', 'US')).toBe('+55 11 98765 4321');
  });

  it('reads its own E.164 back unchanged, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom('BR', 'US'), (written, country) => {
        const e164 = toE164(written, country);
        if (e164 !== null) {
          expect(e164).toMatch(/^\+[1-9]\d{6,14}$/);
          expect(toE164(e164, country === 'BR' ? 'US' : 'BR')).toBe(e164);
        }
      }),
    );
  });
});
