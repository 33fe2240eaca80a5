import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { usePhoneText } from '../../../lib/use-phone-text.ts';

/** What the panel tells about an appointment: when, with whom, what, the price, the client's phone, how it was booked and the notes. */
export function AppointmentDetails({
  appointment,
  when,
  currency,
}: {
  appointment: Appointment;
  when: string;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const phoneText = usePhoneText();
  return (
    <dl className="mt-5 grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
      <Detail label={t('agenda.panel.when')} wide>
        <span data-testid="panel-when">{when}</span>
      </Detail>
      <Detail label={t('agenda.panel.professional')}>{appointment.professionalName}</Detail>
      <Detail label={t('agenda.panel.service')}>{appointment.serviceName}</Detail>
      <Detail label={t('agenda.panel.price')}>{formatMoney(appointment.priceCents, currency, language)}</Detail>
      <Detail label={t('agenda.panel.phone')}>
        {appointment.clientPhone ? (
          <a
            href={`tel:${appointment.clientPhone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1 text-link hover:underline"
          >
            <Phone className="size-3.5" aria-hidden="true" />
            {phoneText(appointment.clientPhone)}
          </a>
        ) : (
          '—'
        )}
      </Detail>
      <Detail label={t('agenda.panel.source')}>{t(`agenda.panel.sources.${appointment.source}`)}</Detail>
      {appointment.notes && (
        <Detail label={t('agenda.panel.notes')} wide>
          <span className="whitespace-pre-line">{appointment.notes}</span>
        </Detail>
      )}
    </dl>
  );
}

function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-foreground">{children}</dd>
    </div>
  );
}
