import { useId, useRef, useState, type ReactNode } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import type { WaitlistJoined } from '../../../contracts/waitlist.ts';
import { Notice } from '../../public-pages/components/notice.tsx';
import { toPublicApiError } from '../../public-pages/lib/public-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatLongDay, localDateOf, type LocalDate } from '../../lib/local-date.ts';
import { useWaitlistI18n, type WaitlistMessageKey } from '../i18n/waitlist-i18n.ts';
import { EMPTY_DETAILS, LIMITS, type CustomerDetails } from '../lib/customer-details.ts';
import { joinWaitlist } from '../lib/waitlist-api.ts';
import {
  defaultRange,
  joinBody,
  WAITLIST_MAX_DAYS,
  waitlistProblems,
  type WaitlistField,
  type WaitlistRange,
  type WaitlistSteps,
} from '../lib/waitlist-join.ts';
import { WhatsAppConsentField } from './whatsapp-consent-field.tsx';

type Problems = Partial<Record<WaitlistField, { key: WaitlistMessageKey }>>;

/**
 * The waitlist's form: the days the customer could come, their name, phone and e-mail (the offers go
 * by e-mail), for the services and professionals already chosen; then the confirmation.
 */
export function WaitlistJoin({
  business,
  steps,
  days,
  chosenDay,
  onClose,
}: {
  business: PublicBusiness;
  steps: WaitlistSteps;
  /** The days the time step was showing: the range starts as them. */
  days: readonly LocalDate[];
  chosenDay: LocalDate | null;
  onClose: () => void;
}) {
  const { tr, language } = useWaitlistI18n();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [today] = useState(() => localDateOf(new Date(), business.timeZone));
  const [range, setRange] = useState<WaitlistRange>(() => defaultRange(days, chosenDay));
  const [details, setDetails] = useState<CustomerDetails>(EMPTY_DETAILS);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [joined, setJoined] = useState<WaitlistJoined | null>(null);

  const what = steps
    .map((step) => {
      const service = business.services.find((s) => s.id === step.serviceId)?.name ?? '';
      const professional = step.professionalId
        ? business.professionals.find((p) => p.id === step.professionalId)?.fullName
        : tr('professional.any');
      return `${service} · ${professional ?? ''}`;
    })
    .join(' + ');

  if (joined) {
    return (
      <div className="mt-5 space-y-3" data-testid="waitlist-joined">
        <Notice variant="success" live title={tr('waitlist.joined.title')}>
          <p className="[overflow-wrap:anywhere]">
            {tr('waitlist.joined.text', {
              from: formatLongDay(joined.from, language, false),
              to: formatLongDay(joined.to, language, false),
              email: details.email.trim(),
            })}
          </p>
        </Notice>
        <Button variant="outline" onClick={onClose}>
          {tr('waitlist.joined.back')}
        </Button>
      </div>
    );
  }

  const submit = async () => {
    const found = waitlistProblems(range, details, business.requirePhone, today);
    const keys = Object.entries(found).map(([field, key]) => [field, { key }]);
    setProblems(Object.fromEntries(keys) as Problems);
    setFailure(null);
    const first = keys[0]?.[0];
    if (typeof first === 'string') {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      setJoined(
        await joinWaitlist(business.id, joinBody(steps, { from: range.from, to: range.to }, details, language)),
      );
    } catch (cause) {
      // The server's message, already in the page's language (a day in the past, a service gone…).
      setFailure(toPublicApiError(cause).message);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: WaitlistField, label: string, input: (props: object) => ReactNode, hint?: string) => {
    const problem = problems[name];
    const error = problem ? tr(problem.key, { days: WAITLIST_MAX_DAYS }) : null;
    const describedBy = [hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="min-w-0 space-y-1.5">
        <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-foreground">
          {label}
        </label>
        {input({
          id: `${id}-${name}`,
          name,
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
  const day = (name: 'from' | 'to') => (props: object) => (
    <Input
      {...props}
      type="date"
      required
      min={today}
      value={range[name]}
      onChange={(event) => setRange({ ...range, [name]: event.target.value })}
    />
  );
  const text = (name: 'fullName' | 'phone' | 'email', type: string, autoComplete: string) => (props: object) => (
    <Input
      {...props}
      type={type}
      autoComplete={autoComplete}
      required={name !== 'phone' || business.requirePhone}
      maxLength={LIMITS[name]}
      value={details[name]}
      onChange={(event) => setDetails({ ...details, [name]: event.target.value })}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="waitlist-form"
      className="mt-5 space-y-4 rounded-xl border border-border bg-muted/30 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-1">
        <h3 id={`${id}-title`} className="text-base font-semibold text-foreground">
          {tr('waitlist.join.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{tr('waitlist.join.intro')}</p>
        <p className="text-sm text-foreground">
          <span className="text-muted-foreground">{tr('waitlist.join.what')}: </span>
          <span className="font-medium">{what}</span>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {field('from', tr('waitlist.join.from'), day('from'))}
        {field('to', tr('waitlist.join.to'), day('to'))}
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">
        {tr('waitlist.join.rangeHint', { days: WAITLIST_MAX_DAYS })}
      </p>
      {field('fullName', tr('details.fullName'), text('fullName', 'text', 'name'))}
      {field('phone', tr('details.phone'), text('phone', 'tel', 'tel'), tr('details.phoneHint'))}
      {field('email', tr('details.email'), text('email', 'email', 'email'), tr('waitlist.join.emailHint'))}
      <WhatsAppConsentField
        checked={details.whatsapp}
        onCheckedChange={(whatsapp) => setDetails({ ...details, whatsapp })}
      />
      {/* The robots' trap of the booking form: people never see, reach or fill it. */}
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={details.website}
        onChange={(event) => setDetails({ ...details, website: event.target.value })}
        className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden opacity-0"
      />
      {failure && (
        <Notice variant="error" live title={tr('waitlist.join.failed')}>
          <p>{failure}</p>
        </Notice>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onClose}>
          {tr('waitlist.join.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting && <Spinner className="size-4 text-primary-foreground" />}
          {submitting ? tr('waitlist.join.submitting') : tr('waitlist.join.submit')}
        </Button>
      </div>
    </form>
  );
}
