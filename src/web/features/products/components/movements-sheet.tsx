import { ClipboardCheck, History, PackageMinus, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product, StockMovement } from '../../../../contracts/products.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoment } from '../../../lib/local-date.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { formatQuantity } from '../../../lib/stock-quantity.ts';
import { useStockMovements } from '../api/list-stock-movements.ts';
import type { HandMovementKind } from '../lib/stock-forms.ts';

/** Movements read at a time; "Ver mais" reads as many again, up to the contract's 200. */
const STEP = 25;
const MOST = 200;

/** A product's stock movements, the latest first, with its stock and the ways to change it. */
export function MovementsSheet({
  product,
  currency,
  onClose,
  onRecord,
}: {
  /** The product whose movements are shown; null while closed. */
  product: Product | null;
  currency: Currency;
  onClose: () => void;
  onRecord: (product: Product, kind: HandMovementKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={product !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent side="sheet" aria-describedby={undefined} data-testid="movements-sheet">
        {product ? (
          <Movements key={product.id} product={product} currency={currency} onRecord={onRecord} />
        ) : (
          <DialogTitle>{t('products.movements.title')}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Movements({
  product,
  currency,
  onRecord,
}: {
  product: Product;
  currency: Currency;
  onRecord: (product: Product, kind: HandMovementKind) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [limit, setLimit] = useState(STEP);
  const movements = useStockMovements({ productId: product.id, limit });
  const items = movements.data?.items ?? [];
  const total = movements.data?.total ?? 0;

  return (
    <div className="flex flex-1 flex-col pb-6">
      <DialogTitle>{t('products.movements.titleNamed', { product: product.name })}</DialogTitle>
      <DialogDescription>
        {t('products.movements.stockNow', { stock: formatQuantity(product.stock, product.unit, language) })}
      </DialogDescription>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onRecord(product, 'purchase')}>
          <PackagePlus aria-hidden="true" />
          {t('products.movement.purchaseTitle')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onRecord(product, 'loss')}>
          <PackageMinus aria-hidden="true" />
          {t('products.movement.lossTitle')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onRecord(product, 'adjustment')}>
          <ClipboardCheck aria-hidden="true" />
          {t('products.movement.adjustmentTitle')}
        </Button>
      </div>
      <div className="mt-5">
        {movements.isPending ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner />
            {t('products.movements.loading')}
          </p>
        ) : movements.isError ? (
          <ErrorState
            message={movements.error.message}
            onRetry={() => void movements.refetch()}
            retrying={movements.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={History} title={t('products.movements.empty')} />
        ) : (
          <>
            <ul className="divide-y divide-border" aria-label={t('products.movements.title')} data-testid="movements">
              {items.map((movement) => (
                <MovementRow key={movement.id} movement={movement} currency={currency} />
              ))}
            </ul>
            {items.length < total && limit < MOST && (
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                disabled={movements.isFetching}
                onClick={() => setLimit((current) => Math.min(current + STEP, MOST))}
              >
                {movements.isFetching ? t('products.movements.loading') : t('products.movements.more')}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function MovementRow({ movement, currency }: { movement: StockMovement; currency: Currency }) {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const quantity = (amount: number, signed = false) => formatQuantity(amount, movement.unit, language, { signed });
  const details = [
    movement.unitCostCents !== null &&
      t('products.movements.unitCost', { cost: formatMoney(movement.unitCostCents, currency, language) }),
    movement.createdByName && t('products.movements.by', { name: movement.createdByName }),
  ].filter(Boolean);

  return (
    <li className="py-3" data-testid="movement" data-kind={movement.kind}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Badge variant={movement.quantity < 0 ? 'outline' : 'secondary'}>
            {t(`products.movements.kinds.${movement.kind}`)}
          </Badge>
          <p className="mt-1 text-xs text-muted-foreground">
            {formatMoment(movement.createdAt, me.business.timeZone, language)}
          </p>
        </div>
        <div className="shrink-0 text-right tabular-nums">
          <p className={cn('font-semibold', movement.quantity < 0 ? 'text-destructive' : 'text-foreground')}>
            {quantity(movement.quantity, true)}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('products.movements.stockAfter', { stock: quantity(movement.stockAfter) })}
          </p>
        </div>
      </div>
      {(details.length > 0 || movement.reason || movement.comandaNumber !== null) && (
        <p className="mt-1 text-sm text-muted-foreground">
          {movement.comandaId && movement.comandaNumber !== null && (
            <>
              <Link to={`/comandas/${movement.comandaId}`} className="font-medium text-link hover:underline">
                {t('products.movements.comanda', { number: movement.comandaNumber })}
              </Link>
              {(movement.reason || details.length > 0) && ' · '}
            </>
          )}
          {[movement.reason, ...details].filter(Boolean).join(' · ')}
        </p>
      )}
    </li>
  );
}
