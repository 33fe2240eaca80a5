import { useTranslation } from 'react-i18next';
import type { ComandaStatus } from '../../../../contracts/counter.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const VARIANT = { open: 'accent', closed: 'default', reversed: 'outline' } as const;

/** Aberta, Fechada or Estornada. */
export function ComandaStatusBadge({ status }: { status: ComandaStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANT[status]} data-testid="comanda-status">
      {t(`counter.status.${status}`)}
    </Badge>
  );
}
