import '../i18n/register-translations.ts';
import { ClipboardCheck, ClipboardList, History, Package, PackageMinus, PackagePlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../../../../contracts/products.ts';
import { ListView, type ListColumn } from '../../../components/list-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EditRowButton } from '../../../components/row-actions.tsx';
import { StatusFilterControl, statusFilter } from '../../../components/status-filter.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useProducts } from '../../../lib/api/products.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { formatQuantity, unitSymbol } from '../../../lib/stock-quantity.ts';
import { defineFilter, useListParams } from '../../../lib/use-list-params.ts';
import { LowStockBadge } from '../components/low-stock-badge.tsx';
import { MovementsSheet } from '../components/movements-sheet.tsx';
import { ProductFormDialog } from '../components/product-form-dialog.tsx';
import { StockMovementDialog, type MovementRequest } from '../components/stock-movement-dialog.tsx';
import type { HandMovementKind } from '../lib/stock-forms.ts';

const PAGE_SIZE = 50;
/** '?estoque=baixo': only the products at or below their minimum. */
const stockFilter = defineFilter<'all' | 'low'>({
  param: 'estoque',
  default: 'all',
  words: { all: 'todos', low: 'baixo' },
});
const FILTERS = { status: statusFilter, stock: stockFilter };

const MOVEMENT_ICONS = { purchase: PackagePlus, loss: PackageMinus, adjustment: ClipboardCheck } as const;

/** /produtos: what the business sells and uses, with its stock (docs/products.md). The owner's. */
export function ProductsPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const currency = me.business.currency;
  const list = useListParams({ filters: FILTERS, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [recording, setRecording] = useState<MovementRequest | null>(null);
  const [history, setHistory] = useState<Product | null>(null);
  const { status, stock } = list.filters;
  const products = useProducts({
    search: list.search || undefined,
    active: status === 'all' ? undefined : status === 'active',
    low: stock === 'low' ? true : undefined,
    limit: PAGE_SIZE,
    offset: list.offset,
  });
  const money = (cents: number) => formatMoney(cents, currency, language);
  const quantity = (product: Product, amount: number) => formatQuantity(amount, product.unit, language);
  const record = (product: Product, kind: HandMovementKind) => {
    setHistory(null);
    setRecording({ product, kind });
  };

  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      {t('products.new')}
    </Button>
  );

  const columns: ListColumn<Product>[] = [
    {
      header: t('products.columns.name'),
      primary: true,
      cell: (product) => (
        <div>
          <p className="font-semibold text-foreground">
            {product.name}
            {!product.active && (
              <Badge variant="outline" className="ml-2 align-middle">
                {t('products.status.inactive')}
              </Badge>
            )}
          </p>
          {(product.sku || product.barcode) && (
            <p className="mt-0.5 text-xs text-muted-foreground">
              {[product.sku, product.barcode].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
      ),
    },
    {
      header: t('products.columns.stock'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (product) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
          <span className={product.stock < 0 ? 'font-semibold text-destructive' : 'font-semibold'}>
            {quantity(product, product.stock)}
          </span>
          {product.low && <LowStockBadge stock={product.stock} />}
        </span>
      ),
    },
    {
      header: t('products.columns.minStock'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (product) => quantity(product, product.minStock),
    },
    {
      header: t('products.columns.price'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (product) =>
        product.priceCents > 0 ? (
          <>
            {money(product.priceCents)}
            {product.unit !== 'unit' && (
              <span className="text-xs text-muted-foreground">{` / ${unitSymbol(product.unit, language)}`}</span>
            )}
          </>
        ) : (
          <span className="text-muted-foreground">{t('products.notSold')}</span>
        ),
    },
    {
      header: t('products.columns.cost'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (product) => (
        <>
          {money(product.costCents)}
          {product.unit !== 'unit' && (
            <span className="text-xs text-muted-foreground">{` / ${unitSymbol(product.unit, language)}`}</span>
          )}
        </>
      ),
    },
  ];

  return (
    <div className="space-y-6" data-testid="products-page">
      <PageHeader
        title={t('products.title')}
        description={t('products.description')}
        actions={
          <>
            {newButton}
            <Link to="/produtos/inventario" className={buttonVariants({ variant: 'outline' })}>
              <ClipboardList aria-hidden="true" />
              {t('products.count')}
            </Link>
          </>
        }
      />

      <ListView
        list={list}
        query={products}
        label={t('products.title')}
        searchLabel={t('products.search')}
        searchPlaceholder={t('products.searchPlaceholder')}
        filters={
          <div className="flex flex-wrap gap-2">
            <StatusFilterControl
              label={t('products.filter.label')}
              value={status}
              onChange={(value) => list.setFilter('status', value)}
              texts={{
                all: t('products.filter.all'),
                active: t('products.filter.active'),
                inactive: t('products.filter.inactive'),
              }}
            />
            <SegmentedControl
              label={t('products.filter.stockLabel')}
              value={stock}
              onValueChange={(value) => list.setFilter('stock', value)}
              options={[
                { value: 'all', label: t('products.filter.anyStock') },
                { value: 'low', label: t('products.filter.lowStock') },
              ]}
            />
          </div>
        }
        columns={columns}
        rowKey={(product) => product.id}
        rowTestId="product-row"
        rowActions={(product) => (
          <>
            {(['purchase', 'loss', 'adjustment'] as const).map((kind) => {
              const Icon = MOVEMENT_ICONS[kind];
              return (
                <Button
                  key={kind}
                  variant="ghost"
                  size="icon"
                  aria-label={t(`products.actions.${kind}Named`, { name: product.name })}
                  title={t(`products.movement.${kind}Title`)}
                  onClick={() => record(product, kind)}
                >
                  <Icon aria-hidden="true" />
                </Button>
              );
            })}
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('products.actions.movementsNamed', { name: product.name })}
              title={t('products.movements.title')}
              onClick={() => setHistory(product)}
            >
              <History aria-hidden="true" />
            </Button>
            <EditRowButton
              label={t('products.actions.editNamed', { name: product.name })}
              onClick={() => setEditing(product)}
            />
          </>
        )}
        empty={{
          icon: Package,
          title: t('products.empty.title'),
          description: t('products.empty.description'),
          action: newButton,
        }}
        noResults={(search) => ({
          title: search ? t('products.emptyFiltered.titleSearch', { search }) : t('products.emptyFiltered.title'),
          description: t('products.emptyFiltered.description'),
        })}
        resultCount={(total) => t('products.found', { count: total })}
      />

      <ProductFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        product={editing === 'new' ? null : editing}
        currency={currency}
      />
      <StockMovementDialog request={recording} currency={currency} onClose={() => setRecording(null)} />
      <MovementsSheet product={history} currency={currency} onClose={() => setHistory(null)} onRecord={record} />
    </div>
  );
}
