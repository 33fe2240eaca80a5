import { describe, expect, it } from 'vitest';
import { checkEmail, checkReview, COMMENT_MAX_LENGTH } from './review-input.ts';

describe('checkReview', () => {
  it('asks for a rating', () => {
    expect(checkReview({ rating: null, comment: '' })).toEqual({ ok: false, problems: { rating: 'ratingRequired' } });
  });

  it('sends a trimmed comment, and a blank one as none', () => {
    expect(checkReview({ rating: 5, comment: '  Ótimo!  ' })).toEqual({
      ok: true,
      body: { rating: 5, comment: 'Ótimo!' },
    });
    expect(checkReview({ rating: 3, comment: '   ' })).toEqual({ ok: true, body: { rating: 3, comment: null } });
  });

  it('keeps markup as the text it is', () => {
    const comment = '<script>alert(1)</script>';
    expect(checkReview({ rating: 1, comment })).toEqual({ ok: true, body: { rating: 1, comment } });
  });

  it('refuses a comment over the limit', () => {
    expect(checkReview({ rating: 4, comment: 'a'.repeat(COMMENT_MAX_LENGTH) }).ok).toBe(true);
    expect(checkReview({ rating: 4, comment: 'a'.repeat(COMMENT_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      problems: { comment: 'commentTooLong' },
    });
  });
});

describe('checkEmail', () => {
  it('says what is wrong with the e-mail', () => {
    expect(checkEmail({ email: ' ', website: '' })).toEqual({ ok: false, problem: 'emailRequired' });
    expect(checkEmail({ email: 'maria@', website: '' })).toEqual({ ok: false, problem: 'emailInvalid' });
    expect(checkEmail({ email: `${'a'.repeat(250)}@x.com`, website: '' })).toEqual({
      ok: false,
      problem: 'emailTooLong',
    });
  });

  it('sends a trimmed e-mail, and the robots-only field only when filled', () => {
    expect(checkEmail({ email: ' maria@example.com ', website: '' })).toEqual({
      ok: true,
      body: { email: 'maria@example.com' },
    });
    expect(checkEmail({ email: 'maria@example.com', website: 'spam' })).toEqual({
      ok: true,
      body: { email: 'maria@example.com', website: 'spam' },
    });
  });
});
