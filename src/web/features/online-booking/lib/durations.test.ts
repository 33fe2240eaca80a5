import { describe, expect, it } from 'vitest';
import { choicesWith, formatSpan, MIN_NOTICE_CHOICES } from './durations.ts';

describe('formatSpan', () => {
  it('says a span in its largest whole unit, in the language', () => {
    expect(formatSpan(30, 'pt-BR')).toBe('30 minutos');
    expect(formatSpan(60, 'pt-BR')).toBe('1 hora');
    expect(formatSpan(120, 'en-US')).toBe('2 hours');
    expect(formatSpan(90, 'en-US')).toBe('90 minutes');
    expect(formatSpan(1440, 'pt-BR')).toBe('1 dia');
    expect(formatSpan(10080, 'en-US')).toBe('7 days');
  });
});

describe('choicesWith', () => {
  it('keeps a saved value that is not among the choices', () => {
    expect(choicesWith(MIN_NOTICE_CHOICES, 120)).toEqual(MIN_NOTICE_CHOICES);
    expect(choicesWith([0, 15, 30], 20)).toEqual([0, 15, 20, 30]);
  });
});
