import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Service } from '../../../../contracts/services.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { formatDuration } from '../../../lib/format-duration.ts';

/** The services a professional offers, as a list of checkboxes. */
export function ServicesChecklist({
  services,
  value,
  onChange,
  legend,
}: {
  services: readonly Service[];
  value: readonly string[];
  onChange: (serviceIds: string[]) => void;
  legend: string;
}) {
  const { t } = useTranslation();
  // Inactive services show only when already offered, so they can be removed.
  const shown = services.filter((service) => service.active || value.includes(service.id));
  if (shown.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
        {t('professionals.services.none')}{' '}
        <Link to="/servicos" className="font-medium text-link underline-offset-4 hover:underline">
          {t('professionals.services.createOne')}
        </Link>
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {shown.map((service) => {
          const checked = value.includes(service.id);
          return (
            <label
              key={service.id}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-border p-3 text-sm has-[:checked]:border-primary/50 has-[:checked]:bg-secondary/50"
            >
              <Checkbox
                checked={checked}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, service.id]
                      : value.filter((serviceId) => serviceId !== service.id),
                  )
                }
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-foreground">{service.name}</span>
                <span className="text-xs text-muted-foreground">{formatDuration(service.durationMinutes)}</span>
              </span>
              {!service.active && <Badge variant="outline">{t('professionals.services.inactive')}</Badge>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
