import { VALIDATION_MESSAGES } from '../../contracts/validation-messages.ts';
import { i18n } from './i18n.ts';

/*
 * The validation messages, for the forms (lib/forms.ts and FieldError import this module): they
 * live in src/contracts, since the server answers with them too, under flat keys such as
 * `validation.email`; i18next reads dots as nesting, so they are nested here. Not in i18n.ts,
 * whose texts travel with the landing page (it has no form).
 */
function nestFlatKeys(messages: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, Record<string, string>> = {};
  for (const [flatKey, message] of Object.entries(messages)) {
    const [group = '', key = ''] = flatKey.split('.');
    nested[group] = { ...nested[group], [key]: message };
  }
  return nested;
}

for (const language of ['pt-BR', 'en-US'] as const) {
  i18n.addResourceBundle(language, 'translation', nestFlatKeys(VALIDATION_MESSAGES[language]), true, false);
}
