import { sql, type Expression, type RawBuilder } from 'kysely';
import { ACCENTED, PLAIN } from '../../core/search-text.ts';

/** Text folded the way searches are (src/core/search-text.ts): no accents, lower case. */
export function folded(expression: Expression<string | null>): RawBuilder<string> {
  return sql<string>`lower(translate(coalesce(${expression}, ''), ${ACCENTED}, ${PLAIN}))`;
}

/** The text with LIKE's own wildcards taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%word%`, the word taken literally. */
export function containsPattern(word: string): string {
  return `%${escapeLike(word)}%`;
}
