import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';
import { queryString } from './query-string.ts';

describe('queryString', () => {
  it('keeps the defined, non-empty values, encoded, and is empty when none is left', () => {
    expect(queryString({ q: 'Ana & Bia', page: 2, active: false, from: '', to: null, pro: undefined })).toBe(
      '?q=Ana+%26+Bia&page=2&active=false',
    );
    expect(queryString({ q: '', page: undefined })).toBe('');
    expect(queryString({})).toBe('');
  });
});

describe('formatDuration', () => {
  it('writes minutes, whole hours, and hours with minutes', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(720)).toBe('12 h');
  });
});
