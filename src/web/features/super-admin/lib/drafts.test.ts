import { describe, expect, it } from 'vitest';
import { sameEdits, type DraftEdit } from './drafts.ts';

const draft = (selector: string, newText: string, timestamp = 1): DraftEdit => ({
  id: `${selector}-${timestamp}`,
  selector,
  language: 'pt-BR',
  format: 'plain',
  originalText: 'Antes',
  newText,
  timestamp,
});

describe('sameEdits', () => {
  it('finds a saved draft the same as the drafts whatever the order of its edits and of their fields, and when each was made', () => {
    const drafts = [draft('landing.hero.title', 'Novo'), draft('landing.hero.subtitle', 'Outro')];
    // As the server answers: its own field order, edits in another order, other times.
    const saved = [
      {
        selector: 'landing.hero.subtitle',
        language: 'pt-BR' as const,
        originalText: 'Antes',
        newText: 'Outro',
        format: 'plain' as const,
        editedAt: 9,
      },
      {
        newText: 'Novo',
        format: 'plain' as const,
        editedAt: 5,
        language: 'pt-BR' as const,
        selector: 'landing.hero.title',
        originalText: 'Antes',
      },
    ];
    expect(sameEdits(drafts, saved)).toBe(true);
  });

  it('tells a saved draft that differs in a text, a language or an edit', () => {
    const drafts = [draft('landing.hero.title', 'Novo')];
    const edit = {
      selector: 'landing.hero.title',
      language: 'pt-BR' as const,
      format: 'plain' as const,
      originalText: 'Antes',
      newText: 'Novo',
    };
    expect(sameEdits(drafts, [{ ...edit, newText: 'Outro' }])).toBe(false);
    expect(sameEdits(drafts, [{ ...edit, language: 'en-US' }])).toBe(false);
    expect(sameEdits(drafts, [edit, { ...edit, selector: 'landing.hero.subtitle' }])).toBe(false);
    expect(sameEdits([], [edit])).toBe(false);
  });
});
