import { ArrowLeft, CheckCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Comanda } from '../../../../contracts/counter.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCloseComanda } from '../api/close-comanda.ts';
import { newPaymentRow, summarizePayments, type PaymentProblem, type PaymentRow } from '../lib/payment-rows.ts';
import { useMoney } from '../lib/use-money.ts';
import { PaymentRowFields } from './payment-row-fields.tsx';

/** The most payments a comanda is closed with, as the contract says. */
const MAX_ROWS = 10;

let nextKey = 0;
const rowKey = () => `payment-${++nextKey}`;

/**
 * "Receber": the total split over payment rows (each new row starts with what is still to pay),
 * what is left or over, the change, and the problem the core's `settle` finds — "Fechar comanda"
 * is on only when the payments add up, and closes the comanda for good.
 */
export function PaymentStep({
  comanda,
  onBack,
  onChanged,
}: {
  comanda: Comanda;
  onBack: () => void;
  /** Someone else changed the comanda: read it again. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { money, language } = useMoney();
  const close = useCloseComanda();
  const hasClient = comanda.clientId !== null;
  // The visit's paid deposit is already a payment: the rows cover the balance (docs/deposits.md).
  const due = comanda.balanceCents;
  // Nothing due needs no payment; anything else starts with one row, in cash, for the whole of it.
  const [rows, setRows] = useState<PaymentRow[]>(() =>
    due > 0 ? [newPaymentRow(rowKey(), 'cash', due, language)] : [],
  );
  const [noRegister, setNoRegister] = useState<string | null>(null);
  // A product short of stock, where the business does not sell below zero: the server's words.
  const [noStock, setNoStock] = useState<string | null>(null);
  const managesStock = may(useSignedIn().me.profile.role, 'recordStockMovement');
  const summary = summarizePayments(due, rows, hasClient, language);
  const problemText = (problem: PaymentProblem) => t(`counter.payment.problems.${problem}`);
  const rowProblem = (index: number) =>
    !summary.check.ok && summary.check.index === index ? problemText(summary.check.problem) : undefined;
  const overallProblem =
    !summary.check.ok && summary.check.index === undefined && summary.check.problem !== 'SUM_MISMATCH'
      ? problemText(summary.check.problem)
      : undefined;

  const change = (key: string, patch: Partial<PaymentRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const addRow = () =>
    setRows((current) => [
      ...current,
      // The part still to pay, in cash unless a row already takes cash.
      newPaymentRow(
        rowKey(),
        current.some((row) => row.method === 'cash') ? 'pix' : 'cash',
        Math.max(summary.remainingCents, 0),
        language,
      ),
    ]);

  const submit = () => {
    if (!summary.check.ok) return;
    setNoRegister(null);
    setNoStock(null);
    // The closed comanda replaces this step at once: the toast follows the promise.
    close.mutateAsync({ id: comanda.id, version: comanda.version, payments: summary.check.payments }).then(
      (closed) => showToast('success', t('counter.payment.closed', { number: closed.number })),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'CASH_REGISTER_NOT_OPEN') {
          setNoRegister(error.message);
          return;
        }
        if (error instanceof ApiError && error.code === 'STOCK_INSUFFICIENT') {
          setNoStock(error.message);
          return;
        }
        showToast('error', t('counter.payment.closeFailed'), errorMessage(error));
        if (error instanceof ApiError && (error.code === 'COMANDA_CHANGED' || error.code === 'COMANDA_CLOSED'))
          onChanged();
      },
    );
  };

  const remaining = summary.remainingCents;
  return (
    <section aria-labelledby="payment-step" className="space-y-4" data-testid="payment-step">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payment-step" className="text-lg font-semibold text-foreground">
          {t('counter.payment.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('counter.payment.back')}
        </Button>
      </div>
      <ul className="space-y-3">
        {rows.map((row, index) => (
          <PaymentRowFields
            key={row.key}
            comandaId={comanda.id}
            row={row}
            index={index}
            hasClient={hasClient}
            problem={rowProblem(index)}
            onChange={(patch) => change(row.key, patch)}
            onRemove={
              rows.length > 1 ? () => setRows((current) => current.filter((r) => r.key !== row.key)) : undefined
            }
          />
        ))}
      </ul>
      {rows.length < MAX_ROWS && (
        <Button variant="outline" onClick={addRow}>
          <Plus aria-hidden="true" />
          {t('counter.payment.addRow')}
        </Button>
      )}

      <div className="space-y-1.5 rounded-xl bg-muted/60 p-3 text-sm tabular-nums" aria-live="polite">
        <p className="flex justify-between gap-4">
          <span>{t('counter.totals.total')}</span>
          <span className="font-semibold">{money(comanda.totalCents)}</span>
        </p>
        {comanda.depositCents > 0 && (
          <p className="flex justify-between gap-4" data-testid="payment-deposit">
            <span>{t('counter.totals.deposit')}</span>
            <span>−{money(comanda.depositCents)}</span>
          </p>
        )}
        <p className="flex justify-between gap-4">
          <span>{t('counter.payment.paid')}</span>
          <span>{money(summary.paidCents)}</span>
        </p>
        <p
          className={
            remaining === 0 ? 'flex justify-between gap-4' : 'flex justify-between gap-4 font-semibold text-destructive'
          }
          data-testid="payment-remaining"
        >
          <span>
            {remaining > 0
              ? t('counter.payment.remaining')
              : remaining < 0
                ? t('counter.payment.over')
                : t('counter.payment.complete')}
          </span>
          {remaining !== 0 && <span>{money(Math.abs(remaining))}</span>}
        </p>
        {summary.changeCents > 0 && (
          <p className="flex justify-between gap-4 font-semibold" data-testid="payment-total-change">
            <span>{t('counter.payment.changeToGive')}</span>
            <span>{money(summary.changeCents)}</span>
          </p>
        )}
      </div>
      {overallProblem && <p className="text-sm font-medium text-destructive">{overallProblem}</p>}
      {noRegister && (
        <Alert variant="warning" role="alert">
          <p>{noRegister}</p>
          <Link to="/caixa" className="font-medium text-link underline-offset-4 hover:underline">
            {t('counter.payment.openRegister')}
          </Link>
        </Alert>
      )}
      {noStock && (
        <Alert variant="warning" role="alert" data-testid="stock-insufficient">
          <p className="font-medium">{t('counter.payment.noStock')}</p>
          <p>{noStock}</p>
          {managesStock ? (
            <Link to="/produtos" className="font-medium text-link underline-offset-4 hover:underline">
              {t('counter.payment.openProducts')}
            </Link>
          ) : (
            <p>{t('counter.payment.askOwner')}</p>
          )}
        </Alert>
      )}
      <Button
        size="lg"
        className="w-full sm:w-auto"
        onClick={submit}
        disabled={!summary.check.ok || close.isPending}
        aria-describedby={summary.check.ok ? undefined : 'payment-remaining-hint'}
      >
        <CheckCheck aria-hidden="true" />
        {close.isPending ? t('counter.payment.closing') : t('counter.payment.close')}
      </Button>
      {!summary.check.ok && (
        <p id="payment-remaining-hint" className="sr-only">
          {t('counter.payment.notYet')}
        </p>
      )}
    </section>
  );
}
