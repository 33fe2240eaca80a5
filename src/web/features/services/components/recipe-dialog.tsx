import '../i18n/register-translations.ts';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRecipe } from '../../../../contracts/products.ts';
import type { Service } from '../../../../contracts/services.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { unitSymbol } from '../../../lib/stock-quantity.ts';
import { showToast } from '../../../lib/toast.ts';
import { useServiceRecipe } from '../api/get-service-recipe.ts';
import { useUpdateServiceRecipe } from '../api/update-service-recipe.ts';
import { MAX_RECIPE_ITEMS, marginOf, readRecipe, recipeLinesOf, type RecipeLine } from '../lib/recipe.ts';
import { RecipeProductSearch } from './recipe-product-search.tsx';
import { SuffixedInput } from '../../../components/suffixed-input.tsx';
import { costOf } from '../../../../core/stock.ts';

/**
 * A service's recipe (docs/products.md): the products one service uses, each with its quantity in
 * the product's unit, taken from stock when its comanda closes; what they cost at the average costs
 * now and the margin left on the service's price. A sheet on phones.
 */
export function RecipeDialog({
  service,
  currency,
  onClose,
}: {
  /** The service whose recipe is edited; null while closed. */
  service: Service | null;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={service !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent side="sheet" aria-describedby={undefined} data-testid="recipe-dialog">
        {service ? (
          <RecipeLoader key={service.id} service={service} currency={currency} onClose={onClose} />
        ) : (
          <DialogTitle>{t('serviceRecipe.title')}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RecipeLoader({ service, currency, onClose }: { service: Service; currency: Currency; onClose: () => void }) {
  const { t } = useTranslation();
  const recipe = useServiceRecipe(service.id);
  if (recipe.isSuccess)
    return <RecipeForm service={service} recipe={recipe.data} currency={currency} onClose={onClose} />;
  return (
    <>
      <DialogTitle>{t('serviceRecipe.titleNamed', { service: service.name })}</DialogTitle>
      <div className="mt-4">
        {recipe.isError ? (
          <ErrorState
            message={recipe.error.message}
            onRetry={() => void recipe.refetch()}
            retrying={recipe.isFetching}
          />
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            {t('serviceRecipe.loading')}
          </p>
        )}
      </div>
    </>
  );
}

function RecipeForm({
  service,
  recipe,
  currency,
  onClose,
}: {
  service: Service;
  recipe: ServiceRecipe;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const update = useUpdateServiceRecipe();
  const [lines, setLines] = useState<RecipeLine[]>(() => recipeLinesOf(recipe));
  const [tried, setTried] = useState(false);
  const read = readRecipe(lines);
  const { marginCents, percent } = marginOf(service.priceCents, read.costCents);
  const money = (cents: number) => formatMoney(cents, currency, language);
  const change = (productId: string, quantityText: string) =>
    setLines((current) => current.map((line) => (line.productId === productId ? { ...line, quantityText } : line)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!read.valid) return;
    update.mutate(
      { serviceId: service.id, body: { items: read.items } },
      {
        onSuccess: () => {
          showToast('success', t('serviceRecipe.saved'), service.name);
          onClose();
        },
        onError: (error) => showToast('error', t('serviceRecipe.saveFailed'), errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col">
      <DialogTitle>{t('serviceRecipe.titleNamed', { service: service.name })}</DialogTitle>
      <DialogDescription>{t('serviceRecipe.description')}</DialogDescription>
      <div className="mt-5 space-y-5 pb-6">
        {lines.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
            {t('serviceRecipe.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border" data-testid="recipe-items">
            {lines.map((line) => {
              const problem =
                tried || line.quantityText.trim() !== '' ? fieldMessage(read.problems[line.productId]) : undefined;
              const quantity = Number(line.quantityText.trim());
              const fieldId = `${id}-${line.productId}`;
              return (
                <li key={line.productId} className="space-y-1 p-3" data-testid="recipe-item">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    <label htmlFor={fieldId} className="min-w-0 flex-1 basis-40 text-sm font-medium text-foreground">
                      {line.productName}
                    </label>
                    <div className="flex items-center gap-3 max-sm:w-full">
                      <SuffixedInput
                        id={fieldId}
                        suffix={unitSymbol(line.unit, language)}
                        inputMode="numeric"
                        className="w-32"
                        value={line.quantityText}
                        onChange={(event) => change(line.productId, event.target.value)}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${fieldId}-error` : undefined}
                      />
                      <span className="flex-1 text-right text-sm tabular-nums text-muted-foreground sm:w-24 sm:flex-none">
                        {read.problems[line.productId] ? '—' : money(costOf(quantity, line.unitCostCents))}
                      </span>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-9 text-muted-foreground hover:text-destructive"
                        aria-label={t('serviceRecipe.remove', { name: line.productName })}
                        onClick={() =>
                          setLines((current) => current.filter((other) => other.productId !== line.productId))
                        }
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  {problem && (
                    <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive">
                      {problem}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {lines.length < MAX_RECIPE_ITEMS && (
          <div className="space-y-2">
            <p className="text-sm font-medium text-foreground">{t('serviceRecipe.add')}</p>
            <RecipeProductSearch
              exclude={new Set(lines.map((line) => line.productId))}
              currency={currency}
              onAdd={(product) =>
                setLines((current) => [
                  ...current,
                  {
                    productId: product.id,
                    productName: product.name,
                    unit: product.unit,
                    unitCostCents: product.costCents,
                    quantityText: '',
                  },
                ])
              }
            />
          </div>
        )}
        <dl className="space-y-1.5 rounded-xl bg-muted/60 p-3 text-sm tabular-nums" aria-live="polite">
          <div className="flex justify-between gap-4">
            <dt>{t('serviceRecipe.price')}</dt>
            <dd>{money(service.priceCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('serviceRecipe.cost')}</dt>
            <dd data-testid="recipe-cost">{money(read.costCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t('serviceRecipe.margin')}</dt>
            <dd className={marginCents < 0 ? 'text-destructive' : undefined} data-testid="recipe-margin">
              {percent === null
                ? money(marginCents)
                : t('serviceRecipe.marginValue', {
                    amount: money(marginCents),
                    percent: percent.toLocaleString(language),
                  })}
            </dd>
          </div>
          <p className="pt-1 text-xs text-muted-foreground">{t('serviceRecipe.costHint')}</p>
        </dl>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
