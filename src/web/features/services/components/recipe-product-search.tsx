import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../contracts/products.ts';
import { SearchInput } from '../../../components/search-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useProducts } from '../../../lib/api/products.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { formatQuantity } from '../../../lib/stock-quantity.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** Products offered at a time; a search narrows them. */
const SHOWN = 6;

/** Finds an active product to add to the recipe; those already in it are left out. */
export function RecipeProductSearch({
  exclude,
  currency,
  onAdd,
}: {
  exclude: ReadonlySet<string>;
  currency: Currency;
  onAdd: (product: Product) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [search, setSearch] = useState('');
  const wanted = useDebouncedValue(search.trim(), 250);
  const products = useProducts({ search: wanted || undefined, active: true, limit: SHOWN + exclude.size });
  const items = (products.data?.items ?? []).filter((product) => !exclude.has(product.id)).slice(0, SHOWN);

  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <SearchInput
          className="flex-1"
          value={search}
          onChange={setSearch}
          label={t('serviceRecipe.search')}
          placeholder={t('serviceRecipe.searchPlaceholder')}
        />
        {products.isFetching && <Spinner className="size-4 shrink-0" />}
      </div>
      {products.isError ? (
        <p className="text-sm text-destructive">{products.error.message}</p>
      ) : products.isPending ? null : items.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">
          {wanted ? t('serviceRecipe.noMatch', { search: wanted }) : t('serviceRecipe.noProducts')}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {items.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                onClick={() => onAdd(product)}
                className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t('serviceRecipe.addNamed', { name: product.name })}
              >
                <Plus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-foreground">{product.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t('serviceRecipe.unitCost', {
                      cost: formatMoney(product.costCents, currency, language),
                      unit: formatQuantity(1, product.unit, language),
                    })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
