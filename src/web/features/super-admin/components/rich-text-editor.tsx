import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Image } from '@tiptap/extension-image';
import { StarterKit } from '@tiptap/starter-kit';
import { Bold, Check, Heading1, Heading2, ImagePlus, Italic, Link2, List, ListOrdered } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isAllowedLinkScheme,
  linkSchemeOf,
  RICH_TEXT_DEFAULT_LINK_SCHEME,
  RICH_TEXT_LINK_SCHEMES,
} from '../../../../core/rich-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { showToast } from '../../../lib/toast.ts';

/** The editor's history (docs/site-content.md). */
const HISTORY_DEPTH = 100;
const HISTORY_GROUP_DELAY_MS = 500;

/**
 * The rich-text block's editor (docs/site-content.md): bold, italic, headings 1 and 2, bullet and ordered
 * lists and links — exactly the markup src/core/rich-text.ts allows, and nothing else (code,
 * quotes, strike-through are off). Every change is recorded as HTML.
 *
 * The site's inline editor uses it as it is: framed in amber, focused at once, closed by Done. A
 * page form (a blog post, docs/blog.md) asks for `appearance="page"`: a plain, taller field in the
 * flow of the form, not focused on its own, with no Done button and its own accessible name.
 */
export function RichTextEditor({
  initialHtml,
  className,
  onChange,
  onDone,
  appearance = 'inline',
  label,
  invalid = false,
  describedBy,
  onUploadImage,
}: {
  initialHtml: string;
  className?: string | undefined;
  onChange: (html: string) => void;
  /** Shows the Done button, which calls it. */
  onDone?: (() => void) | undefined;
  appearance?: 'inline' | 'page';
  /** The field's accessible name; 'Texto com formatação' unless given. */
  label?: string | undefined;
  invalid?: boolean;
  /** The id of the message under the field (its error). */
  describedBy?: string | undefined;
  /**
   * Offers an image button (a blog post's body, docs/blog.md): the chosen file is uploaded by this
   * and the picture put at the cursor — only images of the blog's own uploads are kept.
   */
  onUploadImage?: ((file: File) => Promise<{ url: string; width: number; height: number }>) | undefined;
}) {
  const { t } = useTranslation();
  const inline = appearance === 'inline';
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
      ...(onUploadImage ? [Image.configure({ inline: false, allowBase64: false })] : []),
    ],
    content: initialHtml,
    autofocus: inline ? 'end' : false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: cn(
          'site-rich-text rounded-md border border-input bg-background p-3 text-left text-foreground focus:outline-none',
          inline ? 'min-h-[100px]' : 'min-h-[320px] focus-visible:border-ring',
        ),
        'aria-label': label ?? t('superAdmin.editor.richLabel'),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });

  return (
    <div
      className={cn(
        className,
        'rounded-lg bg-card p-2 text-left',
        inline ? 'border-2 border-amber-500' : ['border', invalid ? 'border-destructive' : 'border-input'],
      )}
      data-rich-editor=""
    >
      <Toolbar editor={editor} onDone={onDone} onUploadImage={onUploadImage} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({
  editor,
  onDone,
  onUploadImage,
}: {
  editor: Editor;
  onDone: (() => void) | undefined;
  onUploadImage: ((file: File) => Promise<{ url: string; width: number; height: number }>) | undefined;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const insertImage = async (file: File | undefined) => {
    if (!file || !onUploadImage) return;
    setUploading(true);
    try {
      const image = await onUploadImage(file);
      editor.chain().focus().setImage({ src: image.url, alt: '', width: image.width, height: image.height }).run();
    } catch (error) {
      showToast('error', t('superAdmin.editor.imageError'), error instanceof Error ? error.message : undefined);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
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

  // The link button asks for the address; empty removes the link, cancel does nothing (docs/site-content.md).
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
    <Button
      variant={pressed ? 'secondary' : 'ghost'}
      size="icon"
      className="size-9"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {icon}
    </Button>
  );

  return (
    <div role="toolbar" aria-label={t('superAdmin.editor.toolbar')} className="mb-2 flex flex-wrap items-center gap-1">
      {button(
        t('superAdmin.editor.bold'),
        active.bold,
        () => editor.chain().focus().toggleBold().run(),
        <Bold aria-hidden="true" />,
      )}
      {button(
        t('superAdmin.editor.italic'),
        active.italic,
        () => editor.chain().focus().toggleItalic().run(),
        <Italic aria-hidden="true" />,
      )}
      {button(
        t('superAdmin.editor.heading1'),
        active.h1,
        () => editor.chain().focus().toggleHeading({ level: 1 }).run(),
        <Heading1 aria-hidden="true" />,
      )}
      {button(
        t('superAdmin.editor.heading2'),
        active.h2,
        () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        <Heading2 aria-hidden="true" />,
      )}
      {button(
        t('superAdmin.editor.bulletList'),
        active.bullet,
        () => editor.chain().focus().toggleBulletList().run(),
        <List aria-hidden="true" />,
      )}
      {button(
        t('superAdmin.editor.orderedList'),
        active.ordered,
        () => editor.chain().focus().toggleOrderedList().run(),
        <ListOrdered aria-hidden="true" />,
      )}
      {button(t('superAdmin.editor.link'), active.link, editLink, <Link2 aria-hidden="true" />)}
      {onUploadImage && (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('superAdmin.editor.image')}
            title={t('superAdmin.editor.image')}
            disabled={uploading}
            onClick={() => fileInput.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('superAdmin.editor.image')}
            onChange={(event) => void insertImage(event.target.files?.[0])}
          />
        </>
      )}
      {onDone && (
        <Button size="sm" className="ml-auto" onClick={onDone}>
          <Check aria-hidden="true" />
          {t('superAdmin.editor.done')}
        </Button>
      )}
    </div>
  );
}
