import { useSyncExternalStore } from 'react';
import type { ContentEdit, SiteLanguage, TextFormat } from '../../../../contracts/site-content.ts';
import { readStorage, removeStorage, writeStorage } from '../../../lib/browser-storage.ts';

/**
 * The edits of edit mode (docs/site-content.md), kept in local storage under
 * `superadmin_drafts` until they are published — one per selector and language, a newer edit
 * replacing the older one. `id` is the selector plus the edit's time (ms).
 */
export interface DraftEdit {
  id: string;
  selector: string;
  language: SiteLanguage;
  format: TextFormat;
  originalText: string;
  newText: string;
  timestamp: number;
}

export const DRAFTS_STORAGE_KEY = 'superadmin_drafts';
/** The published version the drafts were made on (a publish names it: a later publish by someone else is a 409). */
const BASE_STORAGE_KEY = 'superadmin_drafts_base';

interface DraftState {
  drafts: DraftEdit[];
  /** undefined: no drafts yet, so none has a base. */
  baseVersion: string | null | undefined;
}

function isDraft(value: unknown): value is DraftEdit {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.selector === 'string' &&
    typeof draft.originalText === 'string' &&
    typeof draft.newText === 'string' &&
    typeof draft.timestamp === 'number' &&
    (draft.language === 'pt-BR' || draft.language === 'en-US') &&
    (draft.format === 'plain' || draft.format === 'rich')
  );
}

function load(): DraftState {
  let drafts: DraftEdit[] = [];
  try {
    const parsed = JSON.parse(readStorage('local', DRAFTS_STORAGE_KEY) ?? '[]') as unknown;
    if (Array.isArray(parsed)) drafts = parsed.filter(isDraft);
  } catch {
    drafts = [];
  }
  const base = readStorage('local', BASE_STORAGE_KEY);
  return { drafts, baseVersion: drafts.length === 0 ? undefined : base === null || base === '' ? null : base };
}

let state: DraftState | null = null;
const listeners = new Set<() => void>();

function current(): DraftState {
  state ??= load();
  return state;
}

function save(next: DraftState): void {
  state = next;
  if (next.drafts.length === 0) {
    removeStorage('local', DRAFTS_STORAGE_KEY);
    removeStorage('local', BASE_STORAGE_KEY);
  } else {
    writeStorage('local', DRAFTS_STORAGE_KEY, JSON.stringify(next.drafts));
    writeStorage('local', BASE_STORAGE_KEY, next.baseVersion ?? '');
  }
  for (const listener of listeners) listener();
}

// Another tab's edits show here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== DRAFTS_STORAGE_KEY && event.key !== BASE_STORAGE_KEY && event.key !== null) return;
    state = load();
    for (const listener of listeners) listener();
  });
}

export function draftState(): DraftState {
  return current();
}

/**
 * Records an edit of `selector` in `language`; an edit back to the original text removes the
 * draft. `baseVersion`: the published version the page shows, kept with the first draft.
 */
export function recordEdit(
  edit: Omit<DraftEdit, 'id' | 'timestamp'>,
  baseVersion: string | null,
  now = Date.now(),
): void {
  const { drafts, baseVersion: base } = current();
  const others = drafts.filter((draft) => !(draft.selector === edit.selector && draft.language === edit.language));
  if (edit.newText === edit.originalText) {
    save({ drafts: others, baseVersion: base });
    return;
  }
  // The original is what the page showed before the first edit of this text, not the last draft.
  const previous = drafts.find((draft) => draft.selector === edit.selector && draft.language === edit.language);
  const originalText = previous?.originalText ?? edit.originalText;
  if (edit.newText === originalText) {
    save({ drafts: others, baseVersion: base });
    return;
  }
  save({
    drafts: [...others, { ...edit, originalText, id: `${edit.selector}-${now}`, timestamp: now }],
    baseVersion: base === undefined ? baseVersion : base,
  });
}

export function removeDraft(id: string): void {
  const { drafts, baseVersion } = current();
  save({ drafts: drafts.filter((draft) => draft.id !== id), baseVersion });
}

export function clearDrafts(): void {
  save({ drafts: [], baseVersion: undefined });
}

/** Replaces the drafts with a saved set (the server's draft, resumed). */
export function replaceDrafts(edits: ContentEdit[], baseVersion: string | null, now = Date.now()): void {
  save({
    drafts: edits.map((edit, index) => ({
      id: `${edit.selector}-${edit.editedAt ?? now + index}`,
      selector: edit.selector,
      language: edit.language,
      format: edit.format,
      originalText: edit.originalText,
      newText: edit.newText,
      timestamp: edit.editedAt ?? now,
    })),
    baseVersion,
  });
}

export function draftsAsEdits(drafts: DraftEdit[]): ContentEdit[] {
  return drafts.map(({ selector, language, format, originalText, newText, timestamp }) => ({
    selector,
    language,
    format,
    originalText,
    newText,
    editedAt: timestamp,
  }));
}

/** One edit's content, whatever order its fields came in (the server keeps them as JSON of its own order). */
function editKey(edit: Pick<ContentEdit, 'selector' | 'language' | 'format' | 'originalText' | 'newText'>): string {
  return JSON.stringify([edit.language, edit.selector, edit.format, edit.originalText, edit.newText]);
}

/**
 * Whether a set of saved edits is what this browser's drafts already are: the same texts, in any
 * order, whenever each was made. Only a saved draft that is not offers to be resumed.
 */
export function sameEdits(drafts: readonly DraftEdit[], saved: readonly ContentEdit[]): boolean {
  if (drafts.length !== saved.length) return false;
  const mine = drafts.map(editKey).sort();
  const theirs = saved.map(editKey).sort();
  return mine.every((key, index) => key === theirs[index]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDrafts(): DraftState {
  return useSyncExternalStore(subscribe, current, current);
}
