import { useTranslation } from 'react-i18next';
import { REGISTER_METHODS, type RegisterMethod } from '../../../../core/counter/payments.ts';
import { cn } from '../../../lib/cn.ts';
import { signedMoney, useMoney } from '../lib/use-money.ts';

type ByMethod = Record<RegisterMethod, number>;

/** A column of amounts per method; `signed` ones (differences) read +/− and stand out unless zero. */
export interface AmountColumn {
  label: string;
  values: ByMethod & { total?: number };
  signed?: boolean;
}

/**
 * The register's amounts per method (cash, credit, debit, PIX) side by side — taken and expected
 * while open; expected, counted and the difference once closed — with a total row when every
 * column has one.
 */
export function MethodAmountsTable({
  caption,
  columns,
  totalLabel,
  testId,
}: {
  caption: string;
  columns: AmountColumn[];
  totalLabel?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const show = (column: AmountColumn, cents: number) => (column.signed ? signedMoney(money, cents) : money(cents));
  const tone = (column: AmountColumn, cents: number) =>
    column.signed && cents !== 0 ? (cents < 0 ? 'font-semibold text-destructive' : 'font-semibold text-success') : '';
  const withTotal = totalLabel !== undefined && columns.every((column) => column.values.total !== undefined);

  return (
    <table
      // Three columns of amounts beside the method only fit a phone in the smaller type.
      className={cn('w-full tabular-nums', columns.length > 2 ? 'text-xs min-[400px]:text-sm' : 'text-sm')}
      data-testid={testId}
    >
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-xs text-muted-foreground">
          <th scope="col" className="py-2 pr-1.5 min-[400px]:pr-2 text-left font-medium">
            {t('counter.register.method')}
          </th>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className="py-2 pl-1.5 min-[400px]:pl-2 text-right align-bottom font-medium"
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {REGISTER_METHODS.map((method) => (
          <tr key={method} data-method={method}>
            <th scope="row" className="py-2 pr-1.5 min-[400px]:pr-2 text-left font-medium text-foreground">
              {t(`paymentMethods.${method}`)}
            </th>
            {columns.map((column) => (
              <td
                key={column.label}
                className={cn(
                  'whitespace-nowrap py-2 pl-1.5 min-[400px]:pl-2 text-right',
                  tone(column, column.values[method]),
                )}
              >
                {show(column, column.values[method])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {withTotal && (
        <tfoot>
          <tr className="border-t-2 border-border" data-method="total">
            <th scope="row" className="py-2 pr-1.5 min-[400px]:pr-2 text-left font-semibold text-foreground">
              {totalLabel}
            </th>
            {columns.map((column) => (
              <td
                key={column.label}
                className={cn(
                  'whitespace-nowrap py-2 pl-1.5 min-[400px]:pl-2 text-right font-semibold',
                  tone(column, column.values.total ?? 0),
                )}
              >
                {show(column, column.values.total ?? 0)}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** Each method's amount and their sum. */
export function withTotal(values: ByMethod): ByMethod & { total: number } {
  return { ...values, total: values.cash + values.credit + values.debit + values.pix };
}
