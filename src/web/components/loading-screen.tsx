import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Spinner } from './ui/spinner.tsx';

/** The 'Carregando...' placeholder of lazy screens and the route guard (docs/screens.md, docs/accounts.md). */
export function LoadingScreen({ className, fullScreen = true }: { className?: string; fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-muted-foreground',
        fullScreen ? 'min-h-dvh' : 'min-h-[50vh]',
        className,
      )}
    >
      <Spinner className="size-8" />
      <p className="text-sm font-medium">{t('common.loading')}</p>
    </div>
  );
}
