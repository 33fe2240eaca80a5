import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Bold, Check, Heading1, Heading2, Italic, Link2, List, ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedLinkScheme, linkSchemeOf, RICH_TEXT_DEFAULT_LINK_SCHEME, RICH_TEXT_LINK_SCHEMES } from '../../../../core/rich-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/** SPEC 5: the editor's history. */
const HISTORY_DEPTH = 100;
const HISTORY_GROUP_DELAY_MS = 500;

/**
 * The rich-text block's editor (SPEC 4, 5): bold, italic, headings 1 and 2, bullet and ordered
 * lists and links — exactly the markup src/core/rich-text.ts allows, and nothing else (code,
 * quotes, strike-through are off). Every change is recorded as HTML.
 */
export function RichTextEditor({
  initialHtml,
  className,
  onChange,
  onDone,
}: {
  initialHtml: string;
  className?: string | undefined;
  onChange: (html: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2] },
        undoRedo: { depth: HISTORY_DEPTH, newGroupDelay: HISTORY_GROUP_DELAY_MS },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: RICH_TEXT_DEFAULT_LINK_SCHEME,
          protocols: RICH_TEXT_LINK_SCHEMES.filter((scheme) => !['http', 'https', 'ftp', 'mailto'].includes(scheme)),
          isAllowedUri: (url, context) => context.defaultValidate(url) && isAllowedLinkScheme(url),
        },
      }),
    ],
    content: initialHtml,
    autofocus: 'end',
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'site-rich-text min-h-[100px] rounded-md border border-input bg-background p-3 text-left text-foreground focus:outline-none',
        'aria-label': t('superAdmin.editor.richLabel'),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });

  return (
    <div className={cn(className, 'rounded-lg border-2 border-amber-500 bg-card p-2 text-left')} data-rich-editor="">
      <Toolbar editor={editor} onDone={onDone} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h1: current.isActive('heading', { level: 1 }),
      h2: current.isActive('heading', { level: 2 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  // SPEC 5: the link button asks for the address; empty removes the link, cancel does nothing.
  const editLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const answer = window.prompt(t('superAdmin.editor.linkPrompt'), previous);
    if (answer === null) return;
    const url = answer.trim();
    if (url === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = linkSchemeOf(url) === null && !/^[/#?]/.test(url) ? `${RICH_TEXT_DEFAULT_LINK_SCHEME}://${url}` : url;
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const button = (label: string, pressed: boolean, onClick: () => void, icon: ReactNode) => (
    <Button variant={pressed ? 'secondary' : 'ghost'} size="icon" className="size-9" aria-label={label} title={label} aria-pressed={pressed} onClick={onClick}>
      {icon}
    </Button>
  );

  return (
    <div role="toolbar" aria-label={t('superAdmin.editor.toolbar')} className="mb-2 flex flex-wrap items-center gap-1">
      {button(t('superAdmin.editor.bold'), active.bold, () => editor.chain().focus().toggleBold().run(), <Bold aria-hidden="true" />)}
      {button(t('superAdmin.editor.italic'), active.italic, () => editor.chain().focus().toggleItalic().run(), <Italic aria-hidden="true" />)}
      {button(t('superAdmin.editor.heading1'), active.h1, () => editor.chain().focus().toggleHeading({ level: 1 }).run(), <Heading1 aria-hidden="true" />)}
      {button(t('superAdmin.editor.heading2'), active.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run(), <Heading2 aria-hidden="true" />)}
      {button(t('superAdmin.editor.bulletList'), active.bullet, () => editor.chain().focus().toggleBulletList().run(), <List aria-hidden="true" />)}
      {button(t('superAdmin.editor.orderedList'), active.ordered, () => editor.chain().focus().toggleOrderedList().run(), <ListOrdered aria-hidden="true" />)}
      {button(t('superAdmin.editor.link'), active.link, editLink, <Link2 aria-hidden="true" />)}
      <Button size="sm" className="ml-auto" onClick={onDone}>
        <Check aria-hidden="true" />
        {t('superAdmin.editor.done')}
      </Button>
    </div>
  );
}
