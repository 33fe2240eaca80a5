import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StockMovement } from '../../../../contracts/products.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatQuantity } from '../../../lib/stock-quantity.ts';

/** What a count changed: each adjustment written, with the stock it left. */
export function CountSummary({ movements, onAgain }: { movements: readonly StockMovement[]; onAgain: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Card role="status" data-testid="count-summary">
      <CardHeader className="gap-1 px-4 sm:px-6">
        <CardTitle className="flex items-center gap-2">
          <CircleCheck className="size-5 text-link" aria-hidden="true" />
          {t('products.inventory.summaryTitle', { count: movements.length })}
        </CardTitle>
        {movements[0]?.reason && (
          <p className="text-sm text-muted-foreground">
            {t('products.inventory.summaryReason', { reason: movements[0].reason })}
          </p>
        )}
      </CardHeader>
      <CardContent className="space-y-4 px-4 sm:px-6">
        {movements.length > 0 && (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {movements.map((movement) => (
              <li key={movement.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
                <span className="font-medium text-foreground">{movement.productName}</span>
                <span className="tabular-nums text-sm">
                  <span className={cn('font-semibold', movement.quantity < 0 && 'text-destructive')}>
                    {formatQuantity(movement.quantity, movement.unit, language, { signed: true })}
                  </span>
                  <span className="text-muted-foreground">
                    {' · '}
                    {t('products.movements.stockAfter', {
                      stock: formatQuantity(movement.stockAfter, movement.unit, language),
                    })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Button variant="outline" onClick={onAgain}>
          {t('products.inventory.again')}
        </Button>
      </CardContent>
    </Card>
  );
}
