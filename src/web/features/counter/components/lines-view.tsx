import { useTranslation } from 'react-i18next';
import type { ComandaLine } from '../../../../contracts/counter.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { useMoney } from '../lib/use-money.ts';
import { usesPackageSession } from '../lib/comanda-draft.ts';

/** A comanda's lines as they stand: what, by whom, quantity × unit price, the total and (once closed) its share of the discount. */
export function LinesView({
  lines,
  discountShares,
}: {
  lines: ReadonlyArray<
    Pick<
      ComandaLine,
      | 'kind'
      | 'description'
      | 'professionalName'
      | 'quantity'
      | 'unitPriceCents'
      | 'packageId'
      | 'clientPackageId'
      | 'clientPackageName'
    >
  >;
  /** Each line's share of the discount, in the lines' order. */
  discountShares?: readonly number[];
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  if (lines.length === 0) return <p className="py-4 text-sm text-muted-foreground">{t('counter.lines.empty')}</p>;
  return (
    <ul className="divide-y divide-border" data-testid="comanda-lines">
      {lines.map((line, index) => {
        const share = discountShares?.[index] ?? 0;
        return (
          <li key={index} className="flex items-start justify-between gap-3 py-3" data-testid="comanda-line">
            <div className="min-w-0">
              <p className="font-medium text-foreground">
                {line.description}
                {line.kind === 'item' && (
                  <Badge variant="secondary" className="ml-2 align-middle">
                    {line.packageId ? t('counter.lines.package') : t('counter.lines.item')}
                  </Badge>
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                {[
                  line.professionalName,
                  usesPackageSession(line)
                    ? `${t('counter.lines.packageSession')} · ${line.clientPackageName ?? ''}`
                    : line.kind === 'tip'
                      ? null
                      : `${line.quantity} × ${money(line.unitPriceCents)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {share > 0 && (
                <p className="text-xs text-muted-foreground" data-testid="line-discount">
                  {t('counter.lines.discountShare', { amount: money(share) })}
                </p>
              )}
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{money(line.quantity * line.unitPriceCents)}</p>
          </li>
        );
      })}
    </ul>
  );
}
