import { useId, type ReactNode, type RefObject } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useI18n } from '../i18n/i18n.ts';
import {
  LIMITS,
  problemText,
  type CustomerDetails,
  type DetailsField,
  type FieldProblem,
} from '../lib/customer-details.ts';
import { WhatsAppConsentField } from './whatsapp-consent-field.tsx';

/**
 * Name, phone and e-mail (each required as the business chose), the WhatsApp box, an optional note, and the hidden
 * `website` field that only robots fill in.
 */
export function DetailsForm({
  details,
  onChange,
  problems,
  requirePhone,
  requireEmail,
  submitting,
  onSubmit,
  formRef,
  children,
}: {
  details: CustomerDetails;
  onChange: (details: CustomerDetails) => void;
  problems: Partial<Record<DetailsField, FieldProblem>>;
  requirePhone: boolean;
  requireEmail: boolean;
  submitting: boolean;
  onSubmit: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  /** Shown above the button: the summary and any failure. */
  children?: ReactNode;
}) {
  const { tr } = useI18n();
  const id = useId();
  const message = (field: DetailsField) => {
    const problem = problems[field];
    return problem ? problemText(problem, tr) : undefined;
  };

  const field = (
    name: DetailsField,
    label: string,
    required: boolean,
    input: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode,
    hint?: string,
  ) => {
    const error = message(name);
    const describedBy = [hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="space-y-1.5">
        <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-foreground">
          {label}
          {!required && <span className="font-normal text-muted-foreground">{` ${tr('details.optional')}`}</span>}
        </label>
        {input({
          id: `${id}-${name}`,
          ...(error ? { 'aria-invalid': true } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        })}
        {hint && (
          <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  const set = (name: Exclude<keyof CustomerDetails, 'whatsapp'>) => (event: { target: { value: string } }) =>
    onChange({ ...details, [name]: event.target.value });

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={tr('details.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-4"
    >
      {field('fullName', tr('details.fullName'), true, (props) => (
        <Input
          {...props}
          name="fullName"
          required
          autoComplete="name"
          maxLength={LIMITS.fullName}
          value={details.fullName}
          onChange={set('fullName')}
        />
      ))}
      {field(
        'phone',
        tr('details.phone'),
        requirePhone,
        (props) => (
          <Input
            {...props}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required={requirePhone}
            maxLength={LIMITS.phone}
            value={details.phone}
            onChange={set('phone')}
          />
        ),
        tr('details.phoneHint'),
      )}
      <WhatsAppConsentField
        checked={details.whatsapp}
        onCheckedChange={(whatsapp) => onChange({ ...details, whatsapp })}
      />
      {field(
        'email',
        tr('details.email'),
        requireEmail,
        (props) => (
          <Input
            {...props}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required={requireEmail}
            maxLength={LIMITS.email}
            value={details.email}
            onChange={set('email')}
          />
        ),
        tr('details.emailHint'),
      )}
      {field('notes', tr('details.notes'), false, (props) => (
        <Textarea
          {...props}
          name="notes"
          rows={3}
          maxLength={LIMITS.notes}
          value={details.notes}
          onChange={set('notes')}
          className="min-h-20"
        />
      ))}

      {/* A trap for robots: people never see, reach or fill it, and a booking that fills it is refused. */}
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={details.website}
        onChange={set('website')}
        className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden opacity-0"
      />

      {children}

      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting && <Spinner className="size-4 text-primary-foreground" />}
        {submitting ? tr('details.submitting') : tr('details.submit')}
      </Button>
    </form>
  );
}
