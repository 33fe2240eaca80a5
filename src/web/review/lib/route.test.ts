import { describe, expect, it } from 'vitest';
import { parseReviewRoute } from './route.ts';

describe('parseReviewRoute', () => {
  it('reads a personal link and a business page', () => {
    expect(parseReviewRoute('/avaliar/6PKygpyNg1oWxKdnO1CvpxrLtlm0EhdR')).toEqual({
      page: 'form',
      token: '6PKygpyNg1oWxKdnO1CvpxrLtlm0EhdR',
    });
    expect(parseReviewRoute('/avaliar/b/5b707c7f-3040-4bab-9827-14e16be14761/')).toEqual({
      page: 'business',
      businessId: '5b707c7f-3040-4bab-9827-14e16be14761',
    });
  });

  it('knows nothing else', () => {
    expect(parseReviewRoute('/avaliar')).toEqual({ page: 'unknown' });
    expect(parseReviewRoute('/avaliar/b')).toEqual({ page: 'form', token: 'b' });
    expect(parseReviewRoute('/avaliar/b/x/y')).toEqual({ page: 'unknown' });
    expect(parseReviewRoute('/agendar/x')).toEqual({ page: 'unknown' });
    expect(parseReviewRoute('/avaliar/%E0%A4%A')).toEqual({ page: 'unknown' });
  });
});
