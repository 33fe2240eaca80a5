import { Package, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../contracts/products.ts';
import { SearchInput } from '../../../components/search-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useProducts } from '../../../lib/api/products.ts';
import { cn } from '../../../lib/cn.ts';
import { formatQuantity } from '../../../lib/stock-quantity.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMoney } from '../lib/use-money.ts';

/** Products offered at a time; a search narrows them. More are read, as those not for sale are left out. */
const SHOWN = 6;
const READ = 20;

/**
 * An item line's product, picked from the active products for sale by name or code (its stock
 * goes down when the comanda closes); without one the item stays free text. Shown only to a
 * business that has products for sale.
 */
export function ProductPicker({
  chosen,
  onChoose,
}: {
  chosen: Product | null;
  onChoose: (product: Product | null) => void;
}) {
  const { t } = useTranslation();
  const { money, language } = useMoney();
  const [search, setSearch] = useState('');
  const wanted = useDebouncedValue(search.trim(), 250);
  const products = useProducts({ search: wanted || undefined, active: true, limit: READ });
  // A product priced at zero is used in services, not sold.
  const items = (products.data?.items ?? []).filter((product) => product.priceCents > 0).slice(0, SHOWN);
  const stock = (product: Product) => formatQuantity(product.stock, product.unit, language);

  if (chosen) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl border border-border bg-muted/40 p-3">
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">{t('counter.products.chosen')}</p>
          <p className="truncate font-medium text-foreground">{chosen.name}</p>
          <p className="text-xs text-muted-foreground">{t('counter.products.inStock', { stock: stock(chosen) })}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => onChoose(null)}>
          <X aria-hidden="true" />
          {t('counter.products.change')}
        </Button>
      </div>
    );
  }
  // A business without products sells free-text items only.
  if (products.isPending || (wanted === '' && products.isSuccess && items.length === 0)) return null;

  return (
    <div className="space-y-2" data-testid="product-picker">
      <div className="flex items-center gap-2">
        <SearchInput
          className="flex-1"
          value={search}
          onChange={setSearch}
          label={t('counter.products.search')}
          placeholder={t('counter.products.searchPlaceholder')}
        />
        {products.isFetching && <Spinner className="size-4 shrink-0" />}
      </div>
      {products.isError ? (
        <p className="text-sm text-destructive">{products.error.message}</p>
      ) : items.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">{t('counter.products.none', { search: wanted })}</p>
      ) : (
        <ul className="max-h-56 divide-y divide-border overflow-y-auto rounded-xl border border-border">
          {items.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                onClick={() => onChoose(product)}
                className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                data-testid="product-option"
              >
                <Package className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-foreground">{product.name}</span>
                  <span
                    className={cn(
                      'block text-xs',
                      product.low ? 'text-amber-700 dark:text-amber-300' : 'text-muted-foreground',
                    )}
                  >
                    {[product.sku, t('counter.products.inStock', { stock: stock(product) })]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <span className="shrink-0 text-sm tabular-nums text-foreground">{money(product.priceCents)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="px-1 text-xs text-muted-foreground">{t('counter.products.orFreeText')}</p>
    </div>
  );
}
