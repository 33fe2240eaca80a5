import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useProfessionals } from '../../../lib/api/professionals.ts';
import { PERIOD_PRESETS, periodIsInverted, type PeriodPreset, type ReviewFilters } from '../lib/review-filters.ts';

/**
 * What the whole page looks at: a professional (the owner's choice) and a period. The figures and
 * the list follow them both.
 */
export function ReviewFiltersBar({
  filters,
  isOwner,
  onChange,
}: {
  filters: ReviewFilters;
  isOwner: boolean;
  onChange: (next: Partial<ReviewFilters>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const professionals = useProfessionals({ limit: 100 }, { enabled: isOwner });
  const inverted = periodIsInverted(filters);

  return (
    <div
      role="group"
      aria-label={isOwner ? t('reviews.filters.scope') : t('reviews.filters.scopeOwn')}
      className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm min-[420px]:grid-cols-2 sm:flex sm:flex-wrap sm:items-end"
    >
      {isOwner && (
        <div className="min-w-0 space-y-1.5 min-[420px]:col-span-2 sm:w-60">
          <Label htmlFor={`${id}-professional`}>{t('reviews.filters.professional')}</Label>
          <NativeSelect
            id={`${id}-professional`}
            value={filters.professionalId ?? ''}
            onChange={(event) => onChange({ professionalId: event.target.value || null })}
          >
            <option value="">{t('reviews.filters.allProfessionals')}</option>
            {professionals.data?.items.map((professional) => (
              <option key={professional.id} value={professional.id}>
                {professional.fullName}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="min-w-0 space-y-1.5 min-[420px]:col-span-2 sm:w-52">
        <Label htmlFor={`${id}-period`}>{t('reviews.filters.period')}</Label>
        <NativeSelect
          id={`${id}-period`}
          value={filters.period}
          onChange={(event) => onChange({ period: event.target.value as PeriodPreset })}
        >
          {PERIOD_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`reviews.filters.periods.${preset}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {filters.period === 'custom' && (
        <>
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={`${id}-from`}>{t('reviews.filters.from')}</Label>
            <DateInput
              id={`${id}-from`}
              value={filters.from}
              max={filters.to || undefined}
              aria-invalid={inverted ? true : undefined}
              aria-describedby={inverted ? `${id}-inverted` : undefined}
              onValueChange={(from) => onChange({ from })}
              className="sm:w-44"
            />
          </div>
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={`${id}-to`}>{t('reviews.filters.to')}</Label>
            <DateInput
              id={`${id}-to`}
              value={filters.to}
              min={filters.from || undefined}
              aria-invalid={inverted ? true : undefined}
              aria-describedby={inverted ? `${id}-inverted` : undefined}
              onValueChange={(to) => onChange({ to })}
              className="sm:w-44"
            />
          </div>
        </>
      )}
      {inverted && (
        <p
          id={`${id}-inverted`}
          role="alert"
          className="text-sm font-medium text-destructive min-[420px]:col-span-2 sm:basis-full"
        >
          {t('reviews.filters.inverted')}
        </p>
      )}
    </div>
  );
}
