import { TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../components/ui/button.tsx';

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** The full page an unexpected render error shows (docs/screens.md). */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 py-12">
      <title>{t('errors.boundary.title')}</title>
      <div role="alert" className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive">
          <TriangleExclamationPoint className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-foreground">{t('errors.boundary.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('errors.boundary.description')}</p>
        <pre className="mt-5 max-h-40 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-muted p-3 text-left font-mono text-xs text-foreground">
          {describeError(error)}
        </pre>
        {/* A full load, so whatever state broke the page is gone. */}
        <a href="/" className={buttonVariants({ className: 'mt-6' })}>
          {t('errors.boundary.backHome')}
        </a>
      </div>
    </main>
  );
}
