import { BellRing, CalendarDays, ChartColumn, Globe, HandCoins, Users } from 'lucide-react';
import { SiteText } from '../../../components/site-text.tsx';
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
  return (
    <section id="recursos" aria-labelledby="recursos-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {/* The features text is the page's rich-text block (docs/site-content.md): bold, lists, links. */}
        <SectionHeading id="recursos-title" texts="landing.features" richDescription />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, Icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <SiteText
                as="h3"
                selector={`landing.features.items.${key}.title`}
                className="mt-4 block text-lg font-semibold text-foreground"
              />
              <SiteText
                as="p"
                selector={`landing.features.items.${key}.description`}
                className="mt-2 text-sm leading-relaxed text-muted-foreground"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
