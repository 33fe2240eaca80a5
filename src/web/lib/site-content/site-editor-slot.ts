import { useSyncExternalStore, type ComponentType } from 'react';

/** What an editable block of the marketing pages is: its key (the `selector`) and how it shows. */
export interface EditableTextProps {
  /** The i18n key of the text, stored as the edit's `selector` (e.g. `landing.hero.title`). */
  selector: string;
  /** The text shown now: the published one, else the built-in. */
  text: string;
  /** Stored and shown as sanitized HTML (the rich-text blocks), else plain text. */
  rich: boolean;
  as: 'h1' | 'h2' | 'h3' | 'p' | 'span' | 'div';
  id?: string | undefined;
  className?: string | undefined;
}

/*
 * The editable blocks' renderer while a super admin has edit mode on. The editor lives in its own
 * chunk (features/super-admin), loaded only for an active super admin; it puts its renderer here,
 * and every <SiteText> switches to it. Visitors' pages only carry this slot.
 */
interface SlotState {
  editor: ComponentType<EditableTextProps> | null;
  /** Bumped when the texts change under the blocks (a publish): they render again. */
  revision: number;
}
let state: SlotState = { editor: null, revision: 0 };
const SERVER_STATE: SlotState = { editor: null, revision: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<SlotState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function setSiteEditor(editor: ComponentType<EditableTextProps> | null): void {
  update({ editor });
}

/** The published texts changed (applyPublishedTexts): every block shows them. */
export function refreshSiteTexts(): void {
  update({ revision: state.revision + 1 });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteEditor(): SlotState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}
