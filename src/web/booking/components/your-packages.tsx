import { CalendarPlus } from 'lucide-react';
import type { PublicClientPackage } from '../../../contracts/packages.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { formatDay } from '../../lib/local-date.ts';
import { useI18n } from '../i18n/i18n.ts';
import { bookAgainPath } from '../lib/booking-api.ts';

/**
 * The packages the booking's client may still use (docs/packages.md): the sessions left of each
 * service, until when, and the way to book a session. Nothing at all when they have none (or they
 * cannot be read: the page is about the booking).
 */
export function YourPackages({
  packages,
  token,
  businessId,
}: {
  packages: readonly PublicClientPackage[];
  token: string;
  businessId: string;
}) {
  const { tr, language } = useI18n();
  if (packages.length === 0) return null;
  return (
    <section
      aria-labelledby="your-packages"
      className="space-y-3 border-t border-border pt-5"
      data-testid="your-packages"
    >
      <h3 id="your-packages" className="font-semibold text-foreground">
        {tr('packages.title')}
      </h3>
      <ul className="space-y-3 text-sm">
        {packages.map((pkg) => (
          <li key={pkg.id} className="rounded-xl border border-border p-3">
            <p className="font-medium text-foreground">{pkg.name}</p>
            <p className="text-muted-foreground">
              {tr('packages.validUntil', { date: formatDay(pkg.validUntil, language, { dateStyle: 'medium' }) })}
            </p>
            <ul className="mt-1">
              {pkg.items.map((item) => (
                <li key={item.serviceName} className="flex flex-wrap justify-between gap-x-3">
                  <span>{item.serviceName}</span>
                  <span className="tabular-nums">
                    {tr('packages.left', { left: item.left, sessions: item.sessions })}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <a href={bookAgainPath(businessId, token)} className={buttonVariants({ variant: 'outline' })}>
        <CalendarPlus aria-hidden="true" />
        {tr('packages.bookSession')}
      </a>
    </section>
  );
}
