import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePublicI18n } from '../i18n/i18n.ts';
import { LanguageToggle } from './language-toggle.tsx';

/**
 * The frame of every public page: a band with the business's name (the page's heading, with
 * `subtitle` under it) and the language switch, the content, and a small credit to Agendo.
 */
export function PageShell({
  title,
  eyebrow,
  subtitle,
  children,
}: {
  title: string | null;
  eyebrow?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { tr } = usePublicI18n();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/50">
      <header className="bg-linear-to-br from-hero-from to-hero-to text-white">
        <div className="mx-auto max-w-5xl px-4 pt-3 pb-10 sm:px-6">
          <div className="flex justify-end">
            <LanguageToggle />
          </div>
          {title && (
            <div className="mt-3 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/15 text-lg font-bold uppercase"
              >
                {initials(title)}
              </span>
              <div className="min-w-0">
                {eyebrow && <p className="text-sm text-white/85">{eyebrow}</p>}
                <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
                {subtitle}
              </div>
            </div>
          )}
        </div>
      </header>
      <main className="mx-auto -mt-6 w-full max-w-5xl flex-1 px-4 pb-10 sm:px-6">{children}</main>
      <footer className="px-4 pb-6 text-center text-xs text-muted-foreground">
        <a
          href="/"
          className="inline-flex items-center gap-1.5 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <CalendarCheck className="size-3.5" aria-hidden="true" />
          {tr('page.poweredBy')}
        </a>
      </footer>
    </div>
  );
}

function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase() || '•';
}

/** A white card on the page. */
export function Panel({
  children,
  className = '',
  ...props
}: { children: ReactNode; className?: string } & React.HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={`rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6 ${className}`}
      {...props}
    >
      {children}
    </section>
  );
}

/** The whole page while its data loads. */
export function LoadingPage() {
  const { tr } = usePublicI18n();
  return (
    <PageShell title={null}>
      <div
        role="status"
        className="flex min-h-64 items-center justify-center gap-3 rounded-2xl border border-border bg-card text-sm text-muted-foreground shadow-sm"
      >
        <Spinner className="size-6" />
        {tr('page.loading')}
      </div>
    </PageShell>
  );
}
