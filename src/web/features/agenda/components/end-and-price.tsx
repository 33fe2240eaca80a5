import { useTranslation } from 'react-i18next';
import type { Service } from '../../../../contracts/services.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatDuration } from '../../../lib/format-duration.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { formatTime } from '../lib/format.ts';

/** What the chosen service and start give: the end (with the length) and the price; read out as they change. */
export function EndAndPrice({
  id,
  service,
  startMinute,
  currency,
}: {
  id: string;
  service: Service | undefined;
  startMinute: number | null;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const end = service && startMinute !== null ? startMinute + service.durationMinutes : null;
  return (
    <dl id={id} className="grid grid-cols-2 gap-3 rounded-xl bg-muted/50 p-3 text-sm" aria-live="polite">
      <div>
        <dt className="text-xs text-muted-foreground">{t('agenda.form.end')}</dt>
        <dd className="font-semibold tabular-nums text-foreground" data-testid="appointment-end">
          {service && end !== null
            ? t('agenda.form.endValue', {
                time: formatTime(end, language),
                duration: formatDuration(service.durationMinutes),
              })
            : '—'}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">{t('agenda.form.price')}</dt>
        <dd className="font-semibold tabular-nums text-foreground" data-testid="appointment-price">
          {service ? formatMoney(service.priceCents, currency, language) : '—'}
        </dd>
      </div>
    </dl>
  );
}
