import '../i18n/register-translations.ts';
import { ArrowLeft, ClipboardCheck, Package } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StockMovement } from '../../../../contracts/products.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { MAX_COUNTED, useProductsToCount } from '../api/list-products-to-count.ts';
import { useRecordStockCount } from '../api/record-stock-count.ts';
import { CountSummary } from '../components/count-summary.tsx';
import { CountTable } from '../components/count-table.tsx';
import { countBodyOf, readCounts, REASON_MAX } from '../lib/stock-forms.ts';

/**
 * /produtos/inventario: an inventory count. Every active product with its stock on record and a
 * field for what was counted; the ones counted with another quantity are adjusted at once, with
 * one reason, after a confirmation — then what changed.
 */
export function InventoryPage() {
  const { t } = useTranslation();
  const id = useId();
  const products = useProductsToCount();
  const record = useRecordStockCount();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<StockMovement[] | null>(null);
  const items = products.data?.items ?? [];
  const read = readCounts(items, typed);
  const hasProblems = Object.keys(read.problems).length > 0;

  const review = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = countBodyOf(read, reason);
    setReasonProblem('problem' in checked ? checked.problem : undefined);
    if (hasProblems || 'problem' in checked || read.counts.length === 0) return;
    setConfirming(true);
  };

  const confirm = () => {
    const checked = countBodyOf(read, reason);
    if ('problem' in checked) return;
    record.mutate(checked.body, {
      onSuccess: ({ movements }) => {
        setConfirming(false);
        setDone(movements);
        setTyped({});
        setReason('');
        showToast('success', t('products.inventory.recorded', { count: movements.length }));
      },
      onError: (error) => {
        setConfirming(false);
        showToast('error', t('products.inventory.failed'), errorMessage(error));
      },
    });
  };

  const backLink = (
    <Link to="/produtos" className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      {t('products.inventory.back')}
    </Link>
  );

  return (
    <div className="space-y-6" data-testid="inventory-page">
      <PageHeader
        title={t('products.inventory.title')}
        description={t('products.inventory.description')}
        actions={backLink}
      />

      {done ? (
        <CountSummary movements={done} onAgain={() => setDone(null)} />
      ) : products.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <Spinner />
          {t('products.inventory.loading')}
        </p>
      ) : products.isError ? (
        <ErrorState
          message={products.error.message}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Package}
          title={t('products.inventory.empty')}
          description={t('products.inventory.emptyText')}
          action={backLink}
        />
      ) : (
        <form onSubmit={review} noValidate className="space-y-6">
          {products.data.total > MAX_COUNTED && (
            <Alert variant="warning">
              <p>{t('products.inventory.tooMany', { count: MAX_COUNTED, total: products.data.total })}</p>
            </Alert>
          )}
          <CountTable
            products={items}
            typed={typed}
            problems={read.problems}
            onChange={(productId, text) => setTyped((current) => ({ ...current, [productId]: text }))}
          />
          <div className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-6">
            <TextField
              id={`${id}-reason`}
              label={t('products.inventory.reason')}
              optional={false}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              message={fieldMessage(reasonProblem)}
              maxLength={REASON_MAX}
              placeholder={t('products.inventory.reasonExample')}
              className="space-y-2 sm:max-w-md"
            />
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="count-changes">
              {hasProblems
                ? t('products.inventory.fixFirst')
                : t('products.inventory.changes', { count: read.counts.length })}
            </p>
            <Button type="submit" disabled={read.counts.length === 0 || record.isPending}>
              <ClipboardCheck aria-hidden="true" />
              {t('products.inventory.review')}
            </Button>
          </div>
        </form>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('products.inventory.confirmTitle', { count: read.counts.length })}
        description={t('products.inventory.confirmText', { reason: reason.trim() })}
        confirmLabel={t('products.inventory.confirm')}
        pendingLabel={t('common.saving')}
        pending={record.isPending}
        variant="default"
        onConfirm={confirm}
      />
    </div>
  );
}
