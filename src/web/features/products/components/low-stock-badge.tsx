import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

/** A product at or below its minimum: 'Estoque baixo', or 'Sem estoque' once none is left. */
export function LowStockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      className="border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="low-stock"
    >
      <TriangleAlert className="size-3" aria-hidden="true" />
      {stock <= 0 ? t('products.stock.none') : t('products.stock.low')}
    </Badge>
  );
}
