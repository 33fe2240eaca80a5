import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '../../../../contracts/contact.ts';
import type { MeResponse } from '../../../../contracts/session.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { cn } from '../../../lib/cn.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { CONTACT_FIELDS, checkContactForm, type ContactField, type ContactFormValues } from '../lib/contact-form.ts';

/** The counter turns to a warning this close to the limit. */
const COUNTER_WARNING_AT = 0.9;

type Problems = Partial<Record<ContactField, string>>;

/**
 * The contact form (docs/blog.md): name and e-mail come from the account, all four are required. A
 * blank one stops the sending with 'Por favor, preencha todos os campos'; once sent, the title and
 * the message are cleared for the next one.
 */
export function ContactForm({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactFormValues>(() => ({
    name: me.profile.fullName || me.user.name,
    email: me.user.email,
    title: '',
    message: '',
  }));
  const [blank, setBlank] = useState<readonly ContactField[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const focusField = (field: ContactField | undefined) => {
    if (field) document.getElementById(fieldId(field))?.focus();
  };

  const edit = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setBlank((current) => (value.trim() === '' ? current : current.filter((name) => name !== field)));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const check = checkContactForm(values, currentLanguage());
    if (!check.ok) {
      setBlank(check.blank);
      setProblems(check.problems);
      focusField(CONTACT_FIELDS.find((field) => check.blank.includes(field) || check.problems[field]));
      return;
    }
    setBlank([]);
    setProblems({});
    try {
      await send.mutateAsync(check.body);
      showToast('success', t('contact.send.success'), t('contact.send.successDescription'));
      setValues((current) => ({ ...current, title: '', message: '' }));
    } catch (error) {
      const fromServer = serverProblems(error);
      setProblems(fromServer);
      focusField(CONTACT_FIELDS.find((field) => fromServer[field]));
      showToast('error', t('contact.send.error'), errorMessage(error));
    }
  };

  const problemOf = (field: ContactField) =>
    problems[field] ?? (blank.includes(field) ? t('validation.required') : undefined);
  const invalid = (field: ContactField) => (problemOf(field) ? true : undefined);
  const describedBy = (field: ContactField, ...others: string[]) =>
    [...others, problemOf(field) ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') || undefined;
  const formProblem =
    blank.length > 0
      ? t('contact.send.fillAllFields')
      : Object.keys(problems).length > 0
        ? t('contact.send.fixFields')
        : null;
  const used = values.message.length;
  const number = new Intl.NumberFormat(currentLanguage());

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-busy={send.isPending}>
      {formProblem && (
        <Alert variant="destructive" role="alert" data-testid="contact-form-problem">
          <p className="font-medium">{formProblem}</p>
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={fieldId('name')} label={t('contact.send.name')} problem={problemOf('name')}>
          <Input
            id={fieldId('name')}
            name="name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            aria-required="true"
            aria-invalid={invalid('name')}
            aria-describedby={describedBy('name')}
            value={values.name}
            onChange={(event) => edit('name', event.target.value)}
          />
        </Field>
        <Field id={fieldId('email')} label={t('contact.send.email')} problem={problemOf('email')}>
          <Input
            id={fieldId('email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            aria-required="true"
            aria-invalid={invalid('email')}
            aria-describedby={describedBy('email')}
            value={values.email}
            onChange={(event) => edit('email', event.target.value)}
          />
        </Field>
      </div>
      <Field id={fieldId('title')} label={t('contact.send.subject')} problem={problemOf('title')}>
        <Input
          id={fieldId('title')}
          name="title"
          maxLength={CONTACT_LIMITS.title}
          placeholder={t('contact.send.subjectPlaceholder')}
          aria-required="true"
          aria-invalid={invalid('title')}
          aria-describedby={describedBy('title')}
          value={values.title}
          onChange={(event) => edit('title', event.target.value)}
        />
      </Field>
      <Field id={fieldId('message')} label={t('contact.send.message')} problem={problemOf('message')}>
        <Textarea
          id={fieldId('message')}
          name="message"
          rows={8}
          maxLength={CONTACT_LIMITS.message}
          placeholder={t('contact.send.messagePlaceholder')}
          aria-required="true"
          aria-invalid={invalid('message')}
          aria-describedby={describedBy('message', `${fieldId('message')}-counter`)}
          value={values.message}
          onChange={(event) => edit('message', event.target.value)}
          className="min-h-40 resize-y"
        />
        <p
          id={`${fieldId('message')}-counter`}
          className={cn(
            'text-right text-xs tabular-nums',
            used >= CONTACT_LIMITS.message * COUNTER_WARNING_AT
              ? 'font-medium text-amber-700 dark:text-amber-300'
              : 'text-muted-foreground',
          )}
        >
          {t('contact.send.counter', { used: number.format(used), max: number.format(CONTACT_LIMITS.message) })}
        </p>
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? t('contact.send.sending') : t('contact.send.submit')}
      </Button>
    </form>
  );
}

function Field({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={problem} />
    </div>
  );
}

/** The fields a 400 answer names (`error.fields`), in the words to show under them. */
function serverProblems(error: unknown): Problems {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const problems: Problems = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = CONTACT_FIELDS.find((name) => name === path);
    const text = fieldMessage(message);
    if (field && text) problems[field] = text;
  }
  return problems;
}
