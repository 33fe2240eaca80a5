import type { TextFormat } from '../../../../contracts/site-content.ts';

/** A rich text's words, without its markup, for lists and diffs (never rendered as HTML). */
export function textOfHtml(text: string, format: TextFormat): string {
  if (format === 'plain') return text;
  return text
    .replace(/<\/(p|h1|h2|li)>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** A word diff of two texts (longest common subsequence of words; texts are short). */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = before.split(/(\s+)/).filter((part) => part !== '');
  const b = after.split(/(\s+)/).filter((part) => part !== '');
  if (a.length * b.length > 250_000) {
    return [
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ];
  }
  const lengths: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      push('removed', a[i++]!);
    } else {
      push('added', b[j++]!);
    }
  }
  while (i < a.length) push('removed', a[i++]!);
  while (j < b.length) push('added', b[j++]!);
  return groupChanges(parts);
}

/**
 * Changes separated only by spaces read as one: 'Sua agenda' → 'Agenda lotada' is one removal
 * and one addition, not a word-by-word interleaving of the two.
 */
function groupChanges(parts: DiffPart[]): DiffPart[] {
  const grouped: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) grouped.push({ kind: 'removed', text: removed });
    if (added) grouped.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  for (const [index, part] of parts.entries()) {
    const next = parts[index + 1];
    const inBlock = removed !== '' || added !== '';
    if (part.kind === 'same' && inBlock && /^\s+$/.test(part.text) && next && next.kind !== 'same') {
      // Between two changes: the space belongs to both sides of the block.
      if (removed) removed += part.text;
      if (added) added += part.text;
      continue;
    }
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else {
      flush();
      grouped.push(part);
    }
  }
  flush();
  // A side that ended on a space carried over from the middle of the block gives it back.
  return grouped
    .map((part) => (part.kind === 'same' ? part : { ...part, text: part.text.replace(/\s+$/, '') }))
    .filter((part) => part.text !== '');
}

/**
 * Whether a space goes after part `index` when the parts are shown one after another: where two
 * words would otherwise touch — a replacement (the removed text, then the added one), or a removal
 * next to kept words whose space the diff kept on the other side ("completa" struck, then "para").
 */
export function needsSpaceAfter(parts: readonly DiffPart[], index: number): boolean {
  const next = parts[index + 1];
  return next !== undefined && /\S$/.test(parts[index]?.text ?? '') && /^\S/.test(next.text);
}
