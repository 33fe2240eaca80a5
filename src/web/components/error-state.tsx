import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';

/** A part of the page failed to load: say why and offer to try again. */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
}: {
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-destructive/30 bg-card px-6 py-10 text-center">
      <p className="font-semibold text-foreground">{t('states.loadError')}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{message ?? t('errors.unexpected')}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('common.retry')}
      </Button>
    </div>
  );
}
