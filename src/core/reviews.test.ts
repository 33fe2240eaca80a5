import { describe, expect, it } from 'vitest';
import {
  askIntervalStart,
  countryCodeOf,
  firstName,
  responseRate,
  reviewEditableUntil,
  reviewerDisplayName,
  reviewFormState,
  reviewLinkExpiresAt,
  reviewRequestSendsAt,
  showsOnBookingPage,
  starCountsOf,
  summarizeRatings,
  whatsAppNumber,
} from './reviews.ts';

const at = (iso: string) => new Date(iso);

describe('a personal review link', () => {
  const opened = at('2026-03-01T12:00:00Z');
  const expires = reviewLinkExpiresAt(opened);

  it('takes a review for 30 days', () => {
    expect(expires.toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(reviewFormState({ linkExpiresAt: expires, reviewedAt: null, now: at('2026-03-31T11:59:59Z') })).toEqual({
      state: 'new',
      openUntil: expires,
    });
    expect(reviewFormState({ linkExpiresAt: expires, reviewedAt: null, now: expires })).toEqual({
      state: 'expired',
      openUntil: null,
    });
  });

  it('lets the review change for 7 days after it was written, even past the 30 days', () => {
    const written = at('2026-03-30T08:00:00Z');
    expect(reviewEditableUntil(written).toISOString()).toBe('2026-04-06T08:00:00.000Z');
    expect(reviewFormState({ linkExpiresAt: expires, reviewedAt: written, now: at('2026-04-05T00:00:00Z') })).toEqual({
      state: 'editable',
      openUntil: at('2026-04-06T08:00:00Z'),
    });
    expect(reviewFormState({ linkExpiresAt: expires, reviewedAt: written, now: at('2026-04-06T08:00:00Z') })).toEqual({
      state: 'closed',
      openUntil: null,
    });
  });

  it('asks again only 90 days on, after the business’s delay', () => {
    expect(askIntervalStart(at('2026-06-01T00:00:00Z')).toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(reviewRequestSendsAt(at('2026-06-01T10:00:00Z'), 3).toISOString()).toBe('2026-06-01T13:00:00.000Z');
    expect(reviewRequestSendsAt(at('2026-06-01T10:00:00Z'), 0).toISOString()).toBe('2026-06-01T10:00:00.000Z');
  });
});

describe('the figures of a set of reviews', () => {
  it('averages with one decimal, halves up, and counts 4–5 stars as positive', () => {
    // 5, 5, 4, 3 → 17 / 4 = 4.25 → 4.3; positive 3 of 4 = 75 %.
    const summary = summarizeRatings(
      starCountsOf([
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 1 },
      ]),
    );
    expect(summary).toEqual({
      average: 4.3,
      count: 4,
      distribution: [
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
      positiveShare: 75,
    });
    // 1, 2, 2 → 5 / 3 = 1.666… → 1.7; positive 0 %.
    expect(summarizeRatings([1, 2, 0, 0, 0])).toMatchObject({ average: 1.7, count: 3, positiveShare: 0 });
    // 2 of 3 positive → 66.7 %.
    expect(summarizeRatings([1, 0, 0, 1, 1]).positiveShare).toBe(66.7);
  });

  it('has no average or share without reviews', () => {
    expect(summarizeRatings([0, 0, 0, 0, 0])).toMatchObject({ average: null, count: 0, positiveShare: null });
    expect(responseRate(0, 0)).toBeNull();
    expect(responseRate(1, 3)).toBe(33.3);
  });

  it('refuses a number of stars that is not 1 to 5', () => {
    expect(() => starCountsOf([{ stars: 6, count: 1 }])).toThrow();
    expect(() => starCountsOf([{ stars: 0, count: 1 }])).toThrow();
  });

  it('shows on the booking page from 5 visible reviews', () => {
    expect(showsOnBookingPage(4)).toBe(false);
    expect(showsOnBookingPage(5)).toBe(true);
  });
});

describe('names and numbers', () => {
  it('names a reviewer by first name and initial', () => {
    expect(reviewerDisplayName('  Maria  da Silva ')).toBe('Maria S.');
    expect(reviewerDisplayName('Ana')).toBe('Ana');
    expect(reviewerDisplayName('João élio')).toBe('João É.');
    expect(reviewerDisplayName('')).toBe('');
    expect(firstName('  Maria da Silva')).toBe('Maria');
  });

  it('writes a phone as WhatsApp wants it, with the country code', () => {
    expect(whatsAppNumber('+55 11 98765-4321', '55')).toBe('5511987654321');
    expect(whatsAppNumber('(11) 98765-4321', countryCodeOf('BRL'))).toBe('5511987654321');
    expect(whatsAppNumber('011 98765-4321', '55')).toBe('5511987654321');
    expect(whatsAppNumber('0044 20 7946 0958', '55')).toBe('442079460958');
    expect(whatsAppNumber('(212) 555-0123', countryCodeOf('USD'))).toBe('12125550123');
    expect(whatsAppNumber('1234', '55')).toBeNull();
    expect(whatsAppNumber(null, '55')).toBeNull();
  });
});
