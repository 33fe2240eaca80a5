import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/**
 * What failed to load, why (the API's message, translated already) and a way to try again. The
 * app's shared error block takes its title from the signed-in pages' texts, which these light
 * public pages do not carry: hence this one, with the blog's own.
 */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-2xl border border-destructive/30 bg-card px-6 py-10 text-center"
      data-testid="blog-load-error"
    >
      <p className="font-semibold text-foreground">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('common.retry')}
      </Button>
    </div>
  );
}
