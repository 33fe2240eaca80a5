import { describe, expect, it } from 'vitest';
import { shareUrl } from './share-links.ts';

const URL = 'https://agendo.app/blog/agenda-cheia';
const TITLE = 'Agenda cheia: 5 dicas & mais?';

describe('shareUrl', () => {
  it('puts the address (and the title where the network takes one) in each share link, encoded', () => {
    expect(shareUrl('whatsapp', URL, TITLE)).toBe(
      'https://wa.me/?text=Agenda%20cheia%3A%205%20dicas%20%26%20mais%3F%20https%3A%2F%2Fagendo.app%2Fblog%2Fagenda-cheia',
    );
    expect(shareUrl('x', URL, TITLE)).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fagendo.app%2Fblog%2Fagenda-cheia&text=Agenda%20cheia%3A%205%20dicas%20%26%20mais%3F',
    );
    expect(shareUrl('linkedin', URL, TITLE)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fagendo.app%2Fblog%2Fagenda-cheia',
    );
    expect(shareUrl('facebook', URL, TITLE)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fagendo.app%2Fblog%2Fagenda-cheia',
    );
  });
});
