import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** The guard could not learn who is signed in (server unreachable): say so and offer a retry. */
export function GuardError({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4">
      <div role="alert" className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <h1 className="text-xl font-bold text-foreground">{t('errors.loadFailed.title')}</h1>
        <p className="mt-2 text-muted-foreground">{message ?? t('errors.unexpected')}</p>
        <Button className="mt-6" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    </main>
  );
}
