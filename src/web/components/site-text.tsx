import { createElement, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteEditor, type EditableTextProps } from '../lib/site-content/site-editor-slot.ts';

type SiteTextProps = Omit<EditableTextProps, 'text' | 'rich' | 'as'> & Partial<Pick<EditableTextProps, 'rich' | 'as'>>;

/*
 * The sanitizer loads with the first rich block, below the fold (the features text): the
 * landing page's first load does not carry it. The block suspends meanwhile, inside its lazy
 * section's placeholder.
 */
let sanitizer: Promise<typeof import('../lib/site-content/sanitize-rich-text.ts')> | undefined;

function RichHtml({ as, text, id, className, selector }: Omit<EditableTextProps, 'rich'>) {
  sanitizer ??= import('../lib/site-content/sanitize-rich-text.ts');
  const { sanitizeRichText } = use(sanitizer);
  return createElement(as, {
    id,
    className,
    'data-site-text': selector,
    dangerouslySetInnerHTML: { __html: sanitizeRichText(text) },
  });
}

/**
 * A text of the marketing pages that super admins edit in place (docs/site-content.md): shown from its i18n key,
 * which published texts replace (lib/site-content/published-texts.ts). A rich block's text is
 * HTML, sanitized again here before it is rendered. While edit mode is on, the editor's own block
 * renders it instead.
 */
export function SiteText({ selector, as = 'span', rich = false, id, className }: SiteTextProps) {
  const { t } = useTranslation();
  const { editor: Editor } = useSiteEditor();
  const text = t(selector);
  if (Editor) return <Editor selector={selector} text={text} rich={rich} as={as} id={id} className={className} />;
  if (rich) return <RichHtml selector={selector} text={text} as={as} id={id} className={className} />;
  return createElement(as, { id, className, 'data-site-text': selector }, text);
}
