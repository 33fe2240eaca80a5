import {
  Suspense,
  createElement,
  lazy,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { sanitizeRichText } from '../../../lib/site-content/sanitize-rich-text.ts';
import type { EditableTextProps } from '../../../lib/site-content/site-editor-slot.ts';
import { editBaseVersion } from '../lib/edit-session.ts';
import { recordEdit, useDrafts } from '../lib/drafts.ts';

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
);

const EDITABLE =
  'cursor-text rounded-sm outline-2 outline-offset-4 outline-dashed outline-transparent hover:outline-amber-500/70 focus-visible:outline-amber-500';
/** An edited block is highlighted (docs/site-content.md). */
const EDITED = 'bg-amber-100/80 outline-amber-500 dark:bg-amber-900/40';

/**
 * A text of the page in edit mode (docs/site-content.md, "Edit mode"): it shows its draft if it has one, and
 * a click edits it — plain text in place (Enter without Shift commits, Escape reverts and exits,
 * leaving commits a changed, non-blank text), rich text in the TipTap editor, recorded as it changes.
 */
export function EditableText({ selector, text, rich, as, id, className }: EditableTextProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { drafts } = useDrafts();
  const draft = drafts.find((candidate) => candidate.selector === selector && candidate.language === language);
  const shown = draft?.newText ?? text;
  const [editing, setEditing] = useState(false);
  const elementRef = useRef<HTMLElement>(null);
  const finished = useRef(false);

  // Editing starts with the caret at the end of the text.
  useEffect(() => {
    const element = elementRef.current;
    if (!editing || !element) return;
    element.focus();
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  }, [editing]);

  const commit = (value: string) => {
    const trimmed = value.trim();
    // An edit unchanged or blank after trimming is ignored (docs/site-content.md).
    if (trimmed !== '' && trimmed !== shown.trim()) {
      recordEdit({ selector, language, format: 'plain', originalText: text, newText: trimmed }, editBaseVersion());
    }
    setEditing(false);
  };

  const common = {
    id,
    'data-site-text': selector,
    'data-edited': draft ? 'true' : undefined,
    title: t('superAdmin.editor.clickToEdit'),
  };

  if (rich) {
    if (editing) {
      return (
        <Suspense fallback={createElement(as === 'div' ? 'div' : as, { className }, t('common.loading'))}>
          <RichTextEditor
            initialHtml={shown}
            className={className}
            onChange={(html) =>
              recordEdit({ selector, language, format: 'rich', originalText: text, newText: html }, editBaseVersion())
            }
            onDone={() => setEditing(false)}
          />
        </Suspense>
      );
    }
    return createElement(as, {
      ...common,
      role: 'button',
      tabIndex: 0,
      className: cn(className, EDITABLE, draft && EDITED),
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        setEditing(true);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter') setEditing(true);
      },
      dangerouslySetInnerHTML: { __html: sanitizeRichText(shown) },
    });
  }

  const Tag = as;
  if (editing) {
    return (
      <Tag
        {...common}
        key="editing"
        ref={elementRef as Ref<never>}
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        role="textbox"
        aria-label={t('superAdmin.editor.editing', { selector })}
        className={cn(
          className,
          'cursor-text rounded-sm bg-background text-foreground outline-2 outline-offset-4 outline-amber-500',
        )}
        onClick={(event: MouseEvent) => event.preventDefault()}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
          event.stopPropagation();
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            finished.current = true;
            commit(event.currentTarget.innerText);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            finished.current = true;
            setEditing(false);
          }
        }}
        onBlur={(event: FocusEvent<HTMLElement>) => {
          if (finished.current) return;
          finished.current = true;
          commit(event.currentTarget.innerText);
        }}
      >
        {shown}
      </Tag>
    );
  }

  const startEditing = () => {
    finished.current = false;
    setEditing(true);
  };
  return (
    <Tag
      {...common}
      key="view"
      role="button"
      tabIndex={0}
      className={cn(className, EDITABLE, draft && EDITED)}
      onClick={(event: MouseEvent) => {
        // A text inside a link or a <summary> is edited, not followed.
        event.preventDefault();
        startEditing();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          startEditing();
        }
      }}
    >
      {shown}
    </Tag>
  );
}
