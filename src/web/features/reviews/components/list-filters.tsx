import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { STAR_CHOICES, VISIBILITIES, type ReviewFilters, type Visibility } from '../lib/review-filters.ts';

/** What narrows the list only: the stars, the reviews still unanswered, visible or hidden ones. */
export function ListFilters({
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
  return (
    <div
      role="group"
      aria-label={t('reviews.filters.list')}
      className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
    >
      <div className="min-w-0 space-y-1.5 sm:w-44">
        <Label htmlFor={`${id}-stars`}>{t('reviews.filters.stars')}</Label>
        <NativeSelect
          id={`${id}-stars`}
          value={filters.stars ?? ''}
          onChange={(event) => onChange({ stars: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('reviews.filters.allStars')}</option>
          {STAR_CHOICES.map((stars) => (
            <option key={stars} value={stars}>
              {t('reviews.filters.starsOption', { count: stars })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="min-w-0 space-y-1.5 sm:w-48">
        <Label htmlFor={`${id}-visibility`}>{t('reviews.filters.visibility')}</Label>
        <NativeSelect
          id={`${id}-visibility`}
          value={filters.visibility}
          onChange={(event) => onChange({ visibility: event.target.value as Visibility })}
        >
          {VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {t(`reviews.filters.visibilities.${visibility}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <label className="col-span-2 flex h-11 cursor-pointer items-center gap-2 text-sm font-medium text-foreground sm:col-span-1">
        <Checkbox checked={filters.unanswered} onChange={(event) => onChange({ unanswered: event.target.checked })} />
        {isOwner ? t('reviews.filters.unanswered') : t('reviews.filters.unansweredOwn')}
      </label>
    </div>
  );
}
