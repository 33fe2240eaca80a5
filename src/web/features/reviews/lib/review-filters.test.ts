import { describe, expect, it } from 'vitest';
import { listReviewsQuerySchema, reviewStatsQuerySchema } from '../../../../contracts/reviews.ts';
import {
  isFiltered,
  listQuery,
  NO_FILTERS,
  periodIsInverted,
  readReviewFilters,
  statsQuery,
  writeReviewFilters,
  type ReviewFilters,
} from './review-filters.ts';

const PROFESSIONAL = '3ae7a449-b67b-448d-832e-58b4d73fa844';
const read = (search: string) => readReviewFilters(new URLSearchParams(search));

describe('the reviews page address', () => {
  it('reads nothing as no filter', () => {
    expect(read('')).toEqual(NO_FILTERS);
    expect(isFiltered(read(''))).toBe(false);
  });

  it('reads every filter and writes it back the same', () => {
    const search = `estrelas=4&profissional=${PROFESSIONAL}&periodo=personalizado&de=2026-01-01&ate=2026-01-31&sem-resposta=1&visibilidade=ocultas&pagina=3`;
    const filters = read(search);
    expect(filters).toEqual({
      stars: 4,
      professionalId: PROFESSIONAL,
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      unanswered: true,
      visibility: 'hidden',
      page: 3,
    });
    expect(writeReviewFilters(new URLSearchParams(), filters).toString()).toBe(new URLSearchParams(search).toString());
    expect(isFiltered(filters)).toBe(true);
  });

  it('ignores what it does not know', () => {
    expect(read('estrelas=6&profissional=x&periodo=2d&visibilidade=todas&pagina=0&sem-resposta=sim')).toEqual(
      NO_FILTERS,
    );
    expect(read('estrelas=2.5&pagina=-1')).toEqual(NO_FILTERS);
    // Dates only count with a custom period.
    expect(read('de=2026-01-01&ate=2026-01-31')).toEqual(NO_FILTERS);
  });

  it('leaves defaults out and keeps other parameters', () => {
    const next = writeReviewFilters(new URLSearchParams('outro=1&estrelas=5&pagina=2'), {
      ...NO_FILTERS,
      period: '30',
    });
    expect(next.toString()).toBe('outro=1&periodo=30d');
  });
});

describe('the queries a filter makes', () => {
  const today = '2026-03-15';

  it('turns a preset into days on the business clock, today included', () => {
    expect(statsQuery({ ...NO_FILTERS, period: '30' }, today)).toEqual({ from: '2026-02-14', to: today });
    expect(statsQuery({ ...NO_FILTERS, period: '365' }, today)).toEqual({ from: '2025-03-16', to: today });
    expect(statsQuery(NO_FILTERS, today)).toEqual({});
  });

  it('asks the API for exactly what its contract takes', () => {
    const filters: ReviewFilters = {
      ...NO_FILTERS,
      stars: 1,
      professionalId: PROFESSIONAL,
      period: '90',
      unanswered: true,
      visibility: 'visible',
      page: 2,
    };
    const query = listQuery(filters, today, 10);
    expect(query).toEqual({
      stars: '1',
      professionalId: PROFESSIONAL,
      from: '2025-12-16',
      to: today,
      unanswered: 'true',
      visibility: 'visible',
      limit: 10,
      offset: 10,
    });
    expect(listReviewsQuerySchema.safeParse(query).success).toBe(true);
    expect(reviewStatsQuerySchema.safeParse(statsQuery(filters, today)).success).toBe(true);
    expect(listQuery(NO_FILTERS, today, 10)).toEqual({ limit: 10, offset: 0 });
  });

  it('sends a half-open custom period and says when it is inverted', () => {
    expect(statsQuery({ ...NO_FILTERS, period: 'custom', from: '2026-01-01' }, today)).toEqual({ from: '2026-01-01' });
    expect(periodIsInverted({ ...NO_FILTERS, period: 'custom', from: '2026-02-01', to: '2026-01-01' })).toBe(true);
    expect(periodIsInverted({ ...NO_FILTERS, period: 'custom', from: '2026-01-01', to: '2026-01-01' })).toBe(false);
  });
});
