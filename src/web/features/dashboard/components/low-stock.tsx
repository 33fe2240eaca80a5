import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contracts/metrics.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatQuantity } from '../../../lib/stock-quantity.ts';

/** The products at or below their minimum (docs/products.md), the furthest below first; nothing when none is. */
export function LowStockNotice({ lowStock }: { lowStock: Dashboard['lowStock'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (lowStock.count === 0) return null;
  const more = lowStock.count - lowStock.products.length;
  return (
    <Alert variant="warning" data-testid="low-stock">
      <p className="font-semibold">{t('dashboard.lowStock.title', { count: lowStock.count })}</p>
      <ul className="space-y-0.5">
        {lowStock.products.map((product) => (
          <li key={product.productId} className="[overflow-wrap:anywhere]">
            {t('dashboard.lowStock.product', {
              name: product.name,
              stock: formatQuantity(product.stock, product.unit, language),
              min: formatQuantity(product.minStock, product.unit, language),
            })}
          </li>
        ))}
        {more > 0 && <li>{t('dashboard.lowStock.more', { count: more })}</li>}
      </ul>
      <Link to="/produtos" className="font-medium text-link underline underline-offset-2">
        {t('dashboard.lowStock.link')}
      </Link>
    </Alert>
  );
}
