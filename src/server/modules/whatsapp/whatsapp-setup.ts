import { WHATSAPP_TEMPLATE_CATALOG, type WhatsAppTemplateText } from '../../../core/whatsapp-templates.ts';
import { WHATSAPP_TEMPLATES, type WhatsAppLanguage, type WhatsAppTemplateName } from '../../../core/whatsapp.ts';
import type { GraphApi, TemplateDefinition } from './graph-api.ts';

/*
 * `npm run whatsapp:setup`: the catalog's templates (core/whatsapp-templates.ts) submitted on the
 * WhatsApp Business Account in both languages, once — the account is listed first, so a second
 * run creates nothing.
 */

const LANGUAGES: readonly WhatsAppLanguage[] = ['pt_BR', 'en_US'];

/** A template as the platform's creation wants it: body with examples, footer, quick replies. */
export function templateDefinition(name: WhatsAppTemplateName, language: WhatsAppLanguage): TemplateDefinition {
  const template = WHATSAPP_TEMPLATE_CATALOG[name];
  const text: WhatsAppTemplateText = template.texts[language];
  return {
    name,
    language,
    category: template.category,
    components: [
      { type: 'BODY', text: text.body, example: { body_text: [[...text.example]] } },
      { type: 'FOOTER', text: text.footer },
      ...(text.buttons.length > 0
        ? [{ type: 'BUTTONS', buttons: text.buttons.map((label) => ({ type: 'QUICK_REPLY', text: label })) }]
        : []),
    ],
  };
}

/** Creates the templates the account lacks; answers which were created and which were there. */
export async function setUpWhatsAppTemplates(
  api: Pick<GraphApi, 'listTemplates' | 'createTemplate'>,
): Promise<{ created: string[]; existing: string[] }> {
  const listed = new Set((await api.listTemplates()).map((t) => `${t.name}/${t.language}`));
  const created: string[] = [];
  const existing: string[] = [];
  for (const name of WHATSAPP_TEMPLATES) {
    for (const language of LANGUAGES) {
      const key = `${name}/${language}`;
      if (listed.has(key)) {
        existing.push(key);
        continue;
      }
      await api.createTemplate(templateDefinition(name, language));
      created.push(key);
    }
  }
  return { created, existing };
}
