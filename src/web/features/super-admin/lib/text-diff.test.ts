import { describe, expect, it } from 'vitest';
import { diffWords, needsSpaceAfter, textOfHtml } from './text-diff.ts';

describe('diffWords', () => {
  it('keeps the words both texts share and marks the rest', () => {
    expect(diffWords('Sua agenda cheia', 'Sua agenda lotada')).toEqual([
      { kind: 'same', text: 'Sua agenda ' },
      { kind: 'removed', text: 'cheia' },
      { kind: 'added', text: 'lotada' },
    ]);
  });

  it('reads changes separated only by spaces as one removal and one addition', () => {
    expect(diffWords('Sua agenda cheia, sua gestão simples', 'Agenda lotada e zero planilhas')).toEqual([
      { kind: 'removed', text: 'Sua agenda cheia, sua gestão simples' },
      { kind: 'added', text: 'Agenda lotada e zero planilhas' },
    ]);
    expect(diffWords('a b c d', 'X Y c Z')).toEqual([
      { kind: 'removed', text: 'a b' },
      { kind: 'added', text: 'X Y' },
      { kind: 'same', text: ' c ' },
      { kind: 'removed', text: 'd' },
      { kind: 'added', text: 'Z' },
    ]);
  });

  it('shows a text added to nothing, and one removed entirely', () => {
    expect(diffWords('', 'Novo texto')).toEqual([{ kind: 'added', text: 'Novo texto' }]);
    expect(diffWords('Texto antigo', '')).toEqual([{ kind: 'removed', text: 'Texto antigo' }]);
  });
});

describe('needsSpaceAfter', () => {
  it('keeps every two words apart when the parts are shown one after another', () => {
    const shown = (before: string, after: string) => {
      const parts = diffWords(before, after);
      return parts.map((part, index) => part.text + (needsSpaceAfter(parts, index) ? ' ' : '')).join('');
    };
    // The struck "completa" and the kept "para" would read "completapara".
    expect(shown('Gestão completa para completa Gestão', 'Gestão para')).not.toMatch(/completapara/);
    expect(shown('Gestão completa para completa Gestão', 'Gestão para')).toBe('Gestão completa para completa Gestão');
    expect(shown('Sua agenda cheia', 'Sua agenda lotada')).toBe('Sua agenda cheia lotada');
    expect(shown('a b', 'a b')).toBe('a b');
  });
});

describe('textOfHtml', () => {
  it('gives a rich text its words without markup, and a plain text as it is', () => {
    expect(textOfHtml('<p>Agenda <strong>sem erros</strong></p><ul><li><p>Um &amp; dois</p></li></ul>', 'rich')).toBe(
      'Agenda sem erros Um & dois',
    );
    expect(textOfHtml('<b>not markup</b>', 'plain')).toBe('<b>not markup</b>');
  });
});
