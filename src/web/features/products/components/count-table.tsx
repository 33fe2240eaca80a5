import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../contracts/products.ts';
import { SearchInput } from '../../../components/search-input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { fieldMessage } from '../../../lib/forms.ts';
import { formatQuantity, unitSymbol } from '../../../lib/stock-quantity.ts';
import { readQuantity } from '../lib/stock-forms.ts';
import { QuantityInput } from './quantity-input.tsx';
import { countDifference } from '../../../../core/stock.ts';

/** Folded for a search that ignores case and accents ('creme' finds 'Creme Açaí'). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The count's table: each product's stock on record, the field for what was counted (empty: not
 * counted) and the difference it makes. A search narrows the rows shown, not the count.
 */
export function CountTable({
  products,
  typed,
  problems,
  onChange,
}: {
  products: readonly Product[];
  typed: Readonly<Record<string, string>>;
  problems: Readonly<Record<string, string>>;
  onChange: (productId: string, text: string) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const [search, setSearch] = useState('');
  const wanted = fold(search.trim());
  const shown = wanted
    ? products.filter((product) =>
        fold(`${product.name} ${product.sku ?? ''} ${product.barcode ?? ''}`).includes(wanted),
      )
    : products;

  return (
    <div className="space-y-3">
      <SearchInput className="sm:max-w-md" value={search} onChange={setSearch} label={t('products.inventory.search')} />
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('products.inventory.noMatch', { search })}</p>
      ) : (
        <Table aria-label={t('products.inventory.title')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('products.columns.name')}</TableHead>
              <TableHead>{t('products.inventory.onRecord')}</TableHead>
              <TableHead>{t('products.inventory.counted')}</TableHead>
              <TableHead>{t('products.inventory.difference')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((product) => {
              const text = typed[product.id] ?? '';
              const counted = text.trim() === '' ? null : readQuantity(text, 0);
              const difference =
                counted && 'quantity' in counted ? countDifference(product.stock, counted.quantity) : null;
              const problem = fieldMessage(problems[product.id]);
              const fieldId = `${id}-${product.id}`;
              return (
                <TableRow key={product.id} data-testid="count-row">
                  <TableCell primary>
                    <p className="font-semibold text-foreground">{product.name}</p>
                    {product.sku && <p className="mt-0.5 text-xs text-muted-foreground">{product.sku}</p>}
                  </TableCell>
                  <TableCell label={t('products.inventory.onRecord')} className="whitespace-nowrap tabular-nums">
                    {formatQuantity(product.stock, product.unit, language)}
                  </TableCell>
                  <TableCell label={t('products.inventory.counted')}>
                    <div className="w-36 space-y-1 text-left">
                      <QuantityInput
                        id={fieldId}
                        symbol={unitSymbol(product.unit, language)}
                        value={text}
                        onChange={(event) => onChange(product.id, event.target.value)}
                        aria-label={t('products.inventory.countedNamed', { name: product.name })}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${fieldId}-error` : undefined}
                      />
                      {problem && (
                        <p id={`${fieldId}-error`} className="text-xs font-medium text-destructive">
                          {problem}
                        </p>
                      )}
                    </div>
                  </TableCell>
                  <TableCell
                    label={t('products.inventory.difference')}
                    className={cn(
                      'whitespace-nowrap tabular-nums',
                      difference !== null && difference < 0 && 'font-semibold text-destructive',
                      difference !== null && difference > 0 && 'font-semibold text-foreground',
                    )}
                  >
                    {difference === null || difference === 0
                      ? '—'
                      : formatQuantity(difference, product.unit, language, { signed: true })}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
