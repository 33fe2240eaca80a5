import { describe, expect, it } from 'vitest';
import { editsToRestore, findConflicts, mergeTexts, type ContentEdit, type VersionText } from './site-content.ts';

const text = (selector: string, value: string, originalText = `bundled ${selector}`): VersionText => ({
  selector,
  language: 'pt-BR',
  text: value,
  format: 'plain',
  originalText,
});
const edit = (selector: string, newText: string, originalText = `bundled ${selector}`): ContentEdit => ({
  selector,
  language: 'pt-BR',
  originalText,
  newText,
  format: 'plain',
});

describe('site content rules', () => {
  it('merges edits over the state, keeping the bundled text and dropping texts edited back to it', () => {
    const state = mergeTexts(
      [text('b', 'B1'), text('a', 'A1')],
      [edit('a', 'A2', 'A1'), edit('b', 'bundled b', 'B1'), edit('c', 'C1')],
    );
    expect(state).toEqual([text('a', 'A2'), text('c', 'C1')]);
    // Languages are apart.
    expect(
      mergeTexts([text('a', 'A1')], [{ ...edit('a', 'A en'), language: 'en-US' }]).map((t) => [t.language, t.text]),
    ).toEqual([
      ['en-US', 'A en'],
      ['pt-BR', 'A1'],
    ]);
  });

  it('finds a conflict only for the texts changed since the base', () => {
    const base = [text('a', 'A1')];
    const current = [text('a', 'A2'), text('b', 'B1')];
    expect(findConflicts(base, current, [edit('a', 'mine'), edit('b', 'mine'), edit('c', 'mine')])).toEqual([
      { selector: 'a', language: 'pt-BR', baseText: 'A1', currentText: 'A2' },
      { selector: 'b', language: 'pt-BR', baseText: null, currentText: 'B1' },
    ]);
    expect(findConflicts(current, current, [edit('a', 'mine')])).toEqual([]);
  });

  it('restores a version by edits that bring the current state back to it', () => {
    const target = [text('a', 'A1'), text('b', 'B1')];
    const current = [text('a', 'A2'), text('b', 'B1'), text('c', 'C1')];
    const edits = editsToRestore(current, target);
    expect(edits).toEqual([edit('a', 'A1', 'A2'), edit('c', 'bundled c', 'C1')]);
    expect(mergeTexts(current, edits)).toEqual(target);
  });
});
