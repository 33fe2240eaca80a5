import { sendContactMessageBodySchema, type SendContactMessageBody } from '../../../../contracts/contact.ts';
import { describeIssue, type MessageLocale } from '../../../../contracts/validation-messages.ts';

export type ContactField = keyof SendContactMessageBody;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'title', 'message'];

export type ContactFormValues = Record<ContactField, string>;

/** What the form may send, or why not. */
export type ContactFormCheck =
  | { ok: true; body: SendContactMessageBody }
  /** Every field is required (docs/blog.md) — `blank` names the empty ones ('Por favor, preencha todos os campos'). */
  | { ok: false; blank: ContactField[]; problems: Partial<Record<ContactField, string>> };

/**
 * The contact form's rules: the contract's own schema, so the browser refuses what the server
 * would. A blank field is reported as such; any other problem (an e-mail that is not one, a text
 * over its limit) gets the words the server would answer with, in `locale`.
 */
export function checkContactForm(values: ContactFormValues, locale: MessageLocale): ContactFormCheck {
  const blank = CONTACT_FIELDS.filter((field) => values[field].trim() === '');
  if (blank.length > 0) return { ok: false, blank, problems: {} };
  const parsed = sendContactMessageBodySchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (CONTACT_FIELDS as readonly string[]).includes(field)) {
      problems[field as ContactField] ??= describeIssue(issue as Parameters<typeof describeIssue>[0], locale);
    }
  }
  return { ok: false, blank: [], problems };
}
