import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Back to the cash register, where the day's comandas are. */
export function ComandaBackLink({ to = '/caixa', label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label ?? t('counter.backToRegister')}
    </Link>
  );
}
