/**
 * The rules of the site's published texts (docs/site-content.md). A version's state is the list
 * of texts that differ from the ones bundled with the app, one per selector and language, each
 * with the bundled text it replaced (`originalText`), so any version can be restored alone.
 * (The types are src/contracts/site-content.ts's, restated: core imports nothing of ours.)
 */

export type SiteLanguage = 'pt-BR' | 'en-US';
export type TextFormat = 'plain' | 'rich';

export interface VersionText {
  selector: string;
  language: SiteLanguage;
  text: string;
  format: TextFormat;
  originalText: string;
}

export interface ContentEdit {
  selector: string;
  language: SiteLanguage;
  originalText: string;
  newText: string;
  format: TextFormat;
}

export interface ContentConflict {
  selector: string;
  language: SiteLanguage;
  baseText: string | null;
  currentText: string | null;
}

export type TextsByLanguage = Record<SiteLanguage, Record<string, { text: string; format: TextFormat }>>;

const keyOf = (selector: string, language: SiteLanguage) => `${language} ${selector}`;

function byKey(texts: readonly VersionText[]): Map<string, VersionText> {
  return new Map(texts.map((text) => [keyOf(text.selector, text.language), text]));
}

/** The text a state shows for a selector, or null for the bundled one. */
export function textIn(texts: readonly VersionText[], selector: string, language: SiteLanguage): string | null {
  return texts.find((t) => t.selector === selector && t.language === language)?.text ?? null;
}

/**
 * The state after a publish: the edits merged over the previous state. An edited text keeps the
 * bundled text it first replaced; a text edited back to its bundled words leaves the state.
 * Sorted by language and selector, so equal states are equal lists.
 */
export function mergeTexts(previous: readonly VersionText[], edits: readonly ContentEdit[]): VersionText[] {
  const merged = byKey(previous);
  for (const edit of edits) {
    const key = keyOf(edit.selector, edit.language);
    const originalText = merged.get(key)?.originalText ?? edit.originalText;
    if (edit.newText === originalText) merged.delete(key);
    else
      merged.set(key, {
        selector: edit.selector,
        language: edit.language,
        text: edit.newText,
        format: edit.format,
        originalText,
      });
  }
  return [...merged.values()].sort(
    (a, b) => a.language.localeCompare(b.language) || a.selector.localeCompare(b.selector),
  );
}

/**
 * The edits whose text someone published since `base` (the state the editor started from):
 * those whose text at base differs from the text published now. Publishing over them would
 * silently overwrite another person's words, so the publish is refused with them.
 */
export function findConflicts(
  base: readonly VersionText[],
  current: readonly VersionText[],
  edits: readonly ContentEdit[],
): ContentConflict[] {
  const baseTexts = byKey(base);
  const currentTexts = byKey(current);
  const conflicts: ContentConflict[] = [];
  for (const edit of edits) {
    const key = keyOf(edit.selector, edit.language);
    const baseText = baseTexts.get(key)?.text ?? null;
    const currentText = currentTexts.get(key)?.text ?? null;
    if (baseText !== currentText)
      conflicts.push({ selector: edit.selector, language: edit.language, baseText, currentText });
  }
  return conflicts;
}

/**
 * The edits that bring the `current` state to `target`'s (a restore): each text of the target
 * that differs now, and each text edited since that goes back to its bundled words.
 */
export function editsToRestore(current: readonly VersionText[], target: readonly VersionText[]): ContentEdit[] {
  const currentTexts = byKey(current);
  const targetTexts = byKey(target);
  const edits: ContentEdit[] = [];
  for (const [key, wanted] of targetTexts) {
    const now = currentTexts.get(key);
    if (now?.text === wanted.text) continue;
    edits.push({
      selector: wanted.selector,
      language: wanted.language,
      originalText: now?.text ?? wanted.originalText,
      newText: wanted.text,
      format: wanted.format,
    });
  }
  for (const [key, now] of currentTexts) {
    if (targetTexts.has(key)) continue;
    edits.push({
      selector: now.selector,
      language: now.language,
      originalText: now.text,
      newText: now.originalText,
      format: now.format,
    });
  }
  return edits;
}

/** The texts of a state as the pages read them: per language, selector → text and format. */
export function publishedTexts(texts: readonly VersionText[]): TextsByLanguage {
  const result: TextsByLanguage = { 'pt-BR': {}, 'en-US': {} };
  for (const text of texts) result[text.language][text.selector] = { text: text.text, format: text.format };
  return result;
}

/** The texts of a state that an edit list touches (the audit's before and after). */
export function textsTouched(texts: readonly VersionText[], edits: readonly ContentEdit[]): VersionText[] {
  const touched = new Set(edits.map((edit) => keyOf(edit.selector, edit.language)));
  return texts.filter((text) => touched.has(keyOf(text.selector, text.language)));
}
