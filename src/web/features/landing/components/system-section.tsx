import { CalendarDays, ChartColumn, LayoutDashboard, Scissors, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { planCurrencyFor } from '../../../../core/plans.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { embeddedPublishedContent } from '../../../lib/site-content/published-texts.ts';
import { SectionHeading } from './section-heading.tsx';

type Status = 'confirmed' | 'scheduled' | 'completed';
type Service = 'haircut' | 'beard' | 'color' | 'manicure' | 'blowDry' | 'skincare';

/** Sample appointments of the illustration: day of the week (0 = Monday), start hour, length in hours. */
const SAMPLE_APPOINTMENTS: {
  day: number;
  start: number;
  hours: number;
  client: string;
  service: Service;
  status: Status;
}[] = [
  { day: 0, start: 9, hours: 1, client: 'Ana Souza', service: 'haircut', status: 'completed' },
  { day: 0, start: 11, hours: 1.5, client: 'Carla Lima', service: 'color', status: 'completed' },
  { day: 1, start: 9.5, hours: 1, client: 'Bruno Alves', service: 'beard', status: 'confirmed' },
  { day: 1, start: 13, hours: 1, client: 'Diego Rocha', service: 'haircut', status: 'scheduled' },
  { day: 2, start: 10, hours: 2, client: 'Elisa Martins', service: 'color', status: 'confirmed' },
  { day: 2, start: 14, hours: 1, client: 'Fábio Nunes', service: 'beard', status: 'scheduled' },
  { day: 3, start: 9, hours: 1, client: 'Gabi Torres', service: 'manicure', status: 'confirmed' },
  { day: 3, start: 12, hours: 1, client: 'Hugo Reis', service: 'haircut', status: 'scheduled' },
  { day: 4, start: 10.5, hours: 1, client: 'Isabela Cruz', service: 'blowDry', status: 'scheduled' },
  { day: 4, start: 13.5, hours: 1.5, client: 'Júlia Prado', service: 'skincare', status: 'confirmed' },
];

const FIRST_HOUR = 9;
const HOURS = 6;
const ROW_REM = 2.75;

const STATUS_STYLES: Record<Status, string> = {
  confirmed: 'border-l-primary bg-secondary text-secondary-foreground',
  scheduled: 'border-l-sky-500 bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  completed: 'border-l-emerald-500 bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
};

const SIDEBAR_ITEMS = [
  { key: 'dashboard', Icon: LayoutDashboard },
  { key: 'schedule', Icon: CalendarDays },
  { key: 'clients', Icon: Users },
  { key: 'services', Icon: Scissors },
  { key: 'reports', Icon: ChartColumn },
] as const;

function weekdayNames(language: string): string[] {
  // 2024-01-01 was a Monday.
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 5 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
}

/** An illustration of the product's schedule screen, drawn with HTML so it stays sharp and light. */
function ScheduleIllustration() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const currency = planCurrencyFor(language);
  const revenue = new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    currency === 'BRL' ? 8420 : 1680,
  );
  const days = weekdayNames(language);
  const stats = [
    { label: t('landing.system.mock.todayAppointments'), value: '12' },
    { label: t('landing.system.mock.successRate'), value: '94%' },
    { label: t('landing.system.mock.monthRevenue'), value: revenue },
  ];

  return (
    <figure
      role="img"
      aria-label={t('landing.system.illustrationLabel')}
      className="mx-auto mt-14 max-w-5xl overflow-hidden rounded-2xl border border-border bg-card shadow-2xl shadow-primary/10"
    >
      <div className="flex items-center gap-2 border-b border-border bg-muted/60 px-4 py-3">
        <span className="size-3 rounded-full bg-red-400" />
        <span className="size-3 rounded-full bg-amber-400" />
        <span className="size-3 rounded-full bg-emerald-400" />
        <span className="ml-3 hidden rounded-md bg-background px-3 py-1 text-xs text-muted-foreground sm:inline">
          agendo.app/agenda
        </span>
      </div>
      <div className="flex">
        <div className="hidden w-44 shrink-0 flex-col gap-1 border-r border-border bg-muted/30 p-3 md:flex">
          {SIDEBAR_ITEMS.map(({ key, Icon }) => (
            <span
              key={key}
              className={cn(
                'flex items-center gap-2 rounded-lg px-3 py-2 text-xs font-medium',
                key === 'schedule' ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
              )}
            >
              <Icon className="size-3.5" />
              {t(`landing.system.mock.menu.${key}`)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1 p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-base font-semibold text-foreground">{t('landing.system.mock.title')}</span>
            <span className="flex gap-1 rounded-lg bg-muted p-1 text-[11px] font-medium">
              {(['day', 'week', 'fortnight', 'month'] as const).map((view) => (
                <span
                  key={view}
                  className={cn(
                    'rounded-md px-2 py-1',
                    view === 'week' ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground',
                  )}
                >
                  {t(`landing.system.mock.views.${view}`)}
                </span>
              ))}
            </span>
          </div>
          <div className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
            {stats.map((stat) => (
              <span key={stat.label} className="rounded-xl border border-border p-2.5 sm:p-3">
                <span className="line-clamp-2 block text-[10px] leading-tight text-muted-foreground sm:text-xs">
                  {stat.label}
                </span>
                <span className="mt-1 block text-sm font-bold text-foreground sm:text-lg">{stat.value}</span>
              </span>
            ))}
          </div>
          <div className="mt-4 flex text-[10px] sm:text-xs">
            <div className="w-8 shrink-0 pt-6 text-right text-muted-foreground sm:w-10">
              {Array.from({ length: HOURS }, (_, index) => (
                <span key={index} className="block pr-1.5" style={{ height: `${ROW_REM}rem` }}>
                  {FIRST_HOUR + index}h
                </span>
              ))}
            </div>
            <div className="grid min-w-0 flex-1 grid-cols-3 gap-1.5 sm:grid-cols-5">
              {days.map((dayName, day) => (
                <div key={dayName} className={cn('min-w-0', day >= 3 && 'hidden sm:block')}>
                  <span className="block h-6 text-center font-semibold capitalize text-muted-foreground">
                    {dayName}
                  </span>
                  <div
                    className="relative rounded-lg bg-muted/30"
                    style={{
                      height: `${HOURS * ROW_REM}rem`,
                      backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 calc(${ROW_REM}rem - 1px), var(--color-border) calc(${ROW_REM}rem - 1px) ${ROW_REM}rem)`,
                    }}
                  >
                    {SAMPLE_APPOINTMENTS.filter((appointment) => appointment.day === day).map((appointment) => (
                      <span
                        key={appointment.client}
                        className={cn(
                          'absolute inset-x-0.5 overflow-hidden rounded-md border-l-4 px-1.5 py-1 leading-tight shadow-xs',
                          STATUS_STYLES[appointment.status],
                        )}
                        style={{
                          top: `${(appointment.start - FIRST_HOUR) * ROW_REM}rem`,
                          height: `${appointment.hours * ROW_REM - 0.15}rem`,
                        }}
                      >
                        <span className="block truncate font-semibold">{appointment.client}</span>
                        <span className="block truncate opacity-80">
                          {t(`landing.system.mock.services.${appointment.service}`)}
                        </span>
                      </span>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </div>
          <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-[11px] text-muted-foreground">
            {(['confirmed', 'scheduled', 'completed'] as const).map((status) => (
              <span key={status} className="flex items-center gap-1.5">
                <span className={cn('size-2.5 rounded-sm border-l-4', STATUS_STYLES[status])} />
                {t(`landing.system.mock.status.${status}`)}
              </span>
            ))}
          </div>
        </div>
      </div>
    </figure>
  );
}

/**
 * The screenshots super admins published (/gerenciar-screenshots), in their order: WebP at two
 * widths, loaded lazily, with their size given so that nothing moves when they arrive.
 */
function PublishedScreenshots() {
  const language = currentLanguage();
  const screenshots = embeddedPublishedContent()?.screenshots ?? [];
  if (screenshots.length === 0) return null;
  return (
    <ul className="mx-auto mt-10 grid max-w-5xl gap-6 sm:grid-cols-2" data-testid="published-screenshots">
      {screenshots.map((screenshot) => {
        const caption = screenshot.captions[language].trim();
        return (
          <li key={screenshot.id}>
            <figure className="overflow-hidden rounded-2xl border border-border bg-card shadow-lg">
              <img
                src={screenshot.large.url}
                srcSet={`${screenshot.small.url} ${screenshot.small.width}w, ${screenshot.large.url} ${screenshot.large.width}w`}
                sizes="(min-width: 1024px) 496px, (min-width: 640px) 45vw, 92vw"
                width={screenshot.large.width}
                height={screenshot.large.height}
                alt={caption}
                loading="lazy"
                decoding="async"
                className="h-auto w-full bg-muted"
              />
              {caption && <figcaption className="px-4 py-3 text-sm text-muted-foreground">{caption}</figcaption>}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

export function SystemSection() {
  return (
    <section id="sistema" aria-labelledby="sistema-title" className="scroll-mt-20 bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="sistema-title" texts="landing.system" />
        <ScheduleIllustration />
        <PublishedScreenshots />
      </div>
    </section>
  );
}
