import { BellRing, CalendarDays, ChartColumn, Globe, HandCoins, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

const FEATURES = [
  { key: 'schedule', Icon: CalendarDays },
  { key: 'onlineBooking', Icon: Globe },
  { key: 'reminders', Icon: BellRing },
  { key: 'clients', Icon: Users },
  { key: 'commissions', Icon: HandCoins },
  { key: 'reports', Icon: ChartColumn },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="recursos" aria-labelledby="recursos-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="recursos-title"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          description={t('landing.features.description')}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, Icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{t(`landing.features.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {t(`landing.features.items.${key}.description`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
