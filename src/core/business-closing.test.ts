import { describe, expect, it } from 'vitest';
import {
  CLOSED_BUSINESS_RETENTION_DAYS,
  closedBusinessErasureAt,
  closedBusinessErasureCutoff,
  confirmsBusinessName,
  mayReopenClosedBusiness,
} from './business-closing.ts';

describe('closing a business', () => {
  const closedAt = new Date('2026-03-01T12:00:00Z');

  it('keeps the data 30 whole days (of 24 hours) after the moment it closed', () => {
    expect(CLOSED_BUSINESS_RETENTION_DAYS).toBe(30);
    expect(closedBusinessErasureAt(closedAt).toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(closedBusinessErasureCutoff(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe(closedAt.toISOString());
  });

  it('may be reopened until the erasure moment, not from it', () => {
    expect(mayReopenClosedBusiness(closedAt, new Date('2026-03-30T12:00:00Z'))).toBe(true);
    expect(mayReopenClosedBusiness(closedAt, new Date('2026-03-31T11:59:59.999Z'))).toBe(true);
    expect(mayReopenClosedBusiness(closedAt, new Date('2026-03-31T12:00:00Z'))).toBe(false);
  });

  it('is confirmed by the business name only, spaces and accent encodings aside', () => {
    expect(confirmsBusinessName('Salão da Ana', 'Salão da Ana')).toBe(true);
    expect(confirmsBusinessName('  Salão  da Ana ', 'Salão da Ana')).toBe(true);
    expect(confirmsBusinessName('Sala\u0303o da Ana', 'Salão da Ana')).toBe(true);
    expect(confirmsBusinessName('salão da ana', 'Salão da Ana')).toBe(false);
    expect(confirmsBusinessName('Salão', 'Salão da Ana')).toBe(false);
    expect(confirmsBusinessName('   ', '   ')).toBe(false);
  });
});
