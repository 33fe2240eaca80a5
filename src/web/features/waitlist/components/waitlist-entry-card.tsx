import { CalendarRange, Mail, Phone, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntry } from '../../../../contracts/waitlist.ts';
import { formatPhone } from '../../../../core/phone.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDay, formatMoment, localDateOf } from '../../../lib/local-date.ts';

/** One customer on the waitlist: who, for what, which days, since when, the offers made; remove while waiting. */
export function WaitlistEntryCard({
  entry,
  timeZone,
  country,
  onRemove,
}: {
  entry: WaitlistEntry;
  timeZone: string;
  /** Whose numbering the business's phones follow. */
  country: string;
  /** Shown while the entry waits and the person may remove it. */
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const day = (date: string) => formatDay(date, language, { day: 'numeric', month: 'short', year: 'numeric' });
  const moment = (instant: string) => formatMoment(instant, timeZone, language, false);
  const sameYear = localDateOf(new Date(), timeZone).slice(0, 4) === entry.from.slice(0, 4);
  const shortDay = (date: string) =>
    sameYear ? formatDay(date, language, { day: 'numeric', month: 'short' }) : day(date);

  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5" data-testid="waitlist-entry">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold text-foreground">{entry.clientName}</p>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {entry.clientPhone && (
              <a href={`tel:${entry.clientPhone}`} className="inline-flex items-center gap-1.5 hover:text-link">
                <Phone className="size-3.5" aria-hidden="true" />
                {formatPhone(entry.clientPhone, country)}
              </a>
            )}
            {entry.clientEmail && (
              <a
                href={`mailto:${entry.clientEmail}`}
                className="inline-flex min-w-0 items-center gap-1.5 break-all hover:text-link"
              >
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                {entry.clientEmail}
              </a>
            )}
            {!entry.clientPhone && !entry.clientEmail && <span>{t('waitlist.noContact')}</span>}
          </div>
          {!entry.clientEmail && entry.status === 'waiting' && (
            <p className="mt-1 text-xs font-medium text-destructive">{t('waitlist.noEmail')}</p>
          )}
        </div>
        <Badge variant={entry.status === 'waiting' ? 'accent' : entry.status === 'booked' ? 'default' : 'outline'}>
          {t(`waitlist.status.${entry.status}`)}
        </Badge>
      </div>

      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t('waitlist.services')}
          </dt>
          <dd className="mt-1 space-y-0.5">
            {entry.steps.map((step, index) => (
              <p key={`${step.serviceId}-${index}`} className="text-foreground">
                <span className="font-medium">{step.serviceName}</span>
                <span className="text-muted-foreground">
                  {' · '}
                  {step.professionalName ?? t('waitlist.anyProfessional')}
                </span>
              </p>
            ))}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('waitlist.days')}</dt>
          <dd className="mt-1 inline-flex items-center gap-1.5 text-foreground">
            <CalendarRange className="size-4 text-muted-foreground" aria-hidden="true" />
            {entry.from === entry.to
              ? day(entry.from)
              : t('waitlist.dayRange', { from: shortDay(entry.from), to: day(entry.to) })}
          </dd>
        </div>
      </dl>

      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t border-border pt-3">
        <div className="space-y-0.5 text-xs text-muted-foreground">
          <p>{t('waitlist.joined', { when: moment(entry.createdAt) })}</p>
          <p>
            {t('waitlist.offers', {
              count: entry.offers,
              when: entry.lastOfferAt ? moment(entry.lastOfferAt) : '',
            })}
          </p>
        </div>
        {onRemove && (
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            onClick={onRemove}
            aria-label={t('waitlist.removeLabel', { name: entry.clientName })}
          >
            <Trash2 aria-hidden="true" />
            {t('waitlist.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}
