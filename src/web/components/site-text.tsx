import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteEditor, type EditableTextProps } from '../lib/site-content/site-editor-slot.ts';

type SiteTextProps = Omit<EditableTextProps, 'text' | 'rich' | 'as'> & Partial<Pick<EditableTextProps, 'rich' | 'as'>>;

/*
 * A rich block's HTML is shown as it is: the bundled texts are ours, and the published ones come
 * from the server, which sanitizes them as they are saved and again as they are read
 * (site-content.service.ts). Only a super admin's draft, in edit mode, is sanitized in the browser
 * (the editor's own block), so the landing page never loads the sanitizer.
 */
function RichHtml({ as, text, id, className, selector }: Omit<EditableTextProps, 'rich'>) {
  return createElement(as, { id, className, 'data-site-text': selector, dangerouslySetInnerHTML: { __html: text } });
}

/**
 * A text of the marketing pages that super admins edit in place (docs/site-content.md): shown from its i18n key,
 * which published texts replace (lib/site-content/published-texts.ts). A rich block's text is
 * HTML (see RichHtml). While edit mode is on, the editor's own block renders it instead.
 */
export function SiteText({ selector, as = 'span', rich = false, id, className }: SiteTextProps) {
  const { t } = useTranslation();
  const { editor: Editor } = useSiteEditor();
  const text = t(selector);
  if (Editor) return <Editor selector={selector} text={text} rich={rich} as={as} id={id} className={className} />;
  if (rich) return <RichHtml selector={selector} text={text} as={as} id={id} className={className} />;
  return createElement(as, { id, className, 'data-site-text': selector }, text);
}
