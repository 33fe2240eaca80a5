import { describe, expect, it } from 'vitest';
import { formatMonth, readCommissionsAddress, shiftMonth, writeCommissionsAddress } from './month.ts';

describe('the reference month', () => {
  it('steps across years', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2025-03', 0)).toBe('2025-03');
  });

  it('is the current month on the business clock unless the address names a valid one', () => {
    expect(readCommissionsAddress(new URLSearchParams(''), '2025-05-31')).toEqual({
      month: '2025-05',
      professionalId: null,
    });
    expect(readCommissionsAddress(new URLSearchParams('mes=2025-02&profissional=abc'), '2025-05-31')).toEqual({
      month: '2025-02',
      professionalId: 'abc',
    });
    expect(readCommissionsAddress(new URLSearchParams('mes=2025-13'), '2025-05-31').month).toBe('2025-05');
  });

  it('is written to the address with the professional, who can be cleared', () => {
    const withProfessional = writeCommissionsAddress(new URLSearchParams('mes=2025-02'), { professionalId: 'abc' });
    expect(withProfessional.toString()).toBe('mes=2025-02&profissional=abc');
    expect(writeCommissionsAddress(withProfessional, { month: '2025-03', professionalId: null }).toString()).toBe(
      'mes=2025-03',
    );
  });

  it('is named as the language writes it', () => {
    expect(formatMonth('2025-05', 'pt-BR')).toBe('Maio de 2025');
    expect(formatMonth('2025-05', 'en-US')).toBe('May 2025');
  });
});
