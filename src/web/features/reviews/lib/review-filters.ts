import type { ListReviewsQuery, ReviewStatsQuery } from '../../../../contracts/reviews.ts';
import type { ReviewListParams } from '../api/list-reviews.ts';
import { addDays, isLocalDate, type LocalDate } from '../../../lib/local-date.ts';

/*
 * The reviews page's filters live in the address (`/avaliacoes?estrelas=5&periodo=30d`), so a
 * link, a reload or the back button shows the same reviews. The professional and the period
 * narrow the figures and the list alike; the stars, the answer and the visibility, the list only.
 */

export const PERIOD_PRESETS = ['all', '30', '90', '365', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const VISIBILITIES = ['all', 'visible', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const STAR_CHOICES = [5, 4, 3, 2, 1] as const;

export interface ReviewFilters {
  stars: number | null;
  professionalId: string | null;
  period: PeriodPreset;
  /** The custom period's ends ('YYYY-MM-DD' or ''), used when `period` is 'custom'. */
  from: string;
  to: string;
  unanswered: boolean;
  visibility: Visibility;
  /** 1 for the first page. */
  page: number;
}

export const NO_FILTERS: ReviewFilters = {
  stars: null,
  professionalId: null,
  period: 'all',
  from: '',
  to: '',
  unanswered: false,
  visibility: 'all',
  page: 1,
};

/** What each choice is called in the address. */
const PERIOD_WORDS: Record<Exclude<PeriodPreset, 'all'>, string> = {
  '30': '30d',
  '90': '90d',
  '365': '12m',
  custom: 'personalizado',
};
const VISIBILITY_WORDS: Record<Exclude<Visibility, 'all'>, string> = { visible: 'visiveis', hidden: 'ocultas' };
const PARAMS = {
  stars: 'estrelas',
  professional: 'profissional',
  period: 'periodo',
  from: 'de',
  to: 'ate',
  unanswered: 'sem-resposta',
  visibility: 'visibilidade',
  page: 'pagina',
} as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const keyOf = <Key extends string>(words: Record<Key, string>, word: string | null): Key | undefined =>
  (Object.keys(words) as Key[]).find((key) => words[key] === word);

/** The filters the address asks for; anything unknown reads as its default. */
export function readReviewFilters(address: URLSearchParams): ReviewFilters {
  const stars = Number(address.get(PARAMS.stars));
  const professional = address.get(PARAMS.professional);
  const page = address.get(PARAMS.page);
  const period = keyOf(PERIOD_WORDS, address.get(PARAMS.period)) ?? 'all';
  const date = (name: string) => {
    const value = address.get(name);
    return period === 'custom' && isLocalDate(value) ? value : '';
  };
  return {
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null,
    professionalId: professional && UUID.test(professional) ? professional : null,
    period,
    from: date(PARAMS.from),
    to: date(PARAMS.to),
    unanswered: address.get(PARAMS.unanswered) === '1',
    visibility: keyOf(VISIBILITY_WORDS, address.get(PARAMS.visibility)) ?? 'all',
    page: page && /^\d{1,5}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The address for `filters`, keeping whatever else it holds; defaults are left out. */
export function writeReviewFilters(address: URLSearchParams, filters: ReviewFilters): URLSearchParams {
  const next = new URLSearchParams(address);
  const put = (name: string, value: string | null) =>
    value === null || value === '' ? next.delete(name) : next.set(name, value);
  put(PARAMS.stars, filters.stars === null ? null : String(filters.stars));
  put(PARAMS.professional, filters.professionalId);
  put(PARAMS.period, filters.period === 'all' ? null : PERIOD_WORDS[filters.period]);
  put(PARAMS.from, filters.period === 'custom' ? filters.from : null);
  put(PARAMS.to, filters.period === 'custom' ? filters.to : null);
  put(PARAMS.unanswered, filters.unanswered ? '1' : null);
  put(PARAMS.visibility, filters.visibility === 'all' ? null : VISIBILITY_WORDS[filters.visibility]);
  put(PARAMS.page, filters.page > 1 ? String(filters.page) : null);
  return next;
}

/** The days the period covers on the business's clock, both ends included; none for all time. */
export function periodRange(filters: ReviewFilters, today: LocalDate): { from?: string; to?: string } {
  if (filters.period === 'all') return {};
  if (filters.period === 'custom')
    return { ...(filters.from ? { from: filters.from } : {}), ...(filters.to ? { to: filters.to } : {}) };
  return { from: addDays(today, 1 - Number(filters.period)), to: today };
}

/** A custom period that ends before it starts (the API would refuse it). */
export function periodIsInverted(filters: ReviewFilters): boolean {
  return filters.period === 'custom' && filters.from !== '' && filters.to !== '' && filters.from > filters.to;
}

/** Whether anything narrows the list. */
export function isFiltered(filters: ReviewFilters): boolean {
  return (
    filters.stars !== null ||
    filters.professionalId !== null ||
    filters.period !== 'all' ||
    filters.unanswered ||
    filters.visibility !== 'all'
  );
}

/** getReviewStats' query: the professional and the period. */
export function statsQuery(filters: ReviewFilters, today: LocalDate): ReviewStatsQuery {
  return {
    ...(filters.professionalId ? { professionalId: filters.professionalId } : {}),
    ...periodRange(filters, today),
  };
}

/** listReviews' query: every filter and the page. */
export function listQuery(filters: ReviewFilters, today: LocalDate, pageSize: number): ReviewListParams {
  return {
    ...statsQuery(filters, today),
    ...(filters.stars !== null ? { stars: String(filters.stars) as ListReviewsQuery['stars'] } : {}),
    ...(filters.unanswered ? { unanswered: 'true' as const } : {}),
    ...(filters.visibility !== 'all' ? { visibility: filters.visibility } : {}),
    limit: pageSize,
    offset: (filters.page - 1) * pageSize,
  };
}
