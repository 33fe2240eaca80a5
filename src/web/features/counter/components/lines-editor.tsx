import { Ticket, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientPackage, Package } from '../../../../contracts/packages.ts';
import { lineTotalCents } from '../../../../core/counter/comanda-totals.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { fieldMessage } from '../../../lib/forms.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { usesPackageSession, type DraftLine, type ReadDraft } from '../lib/comanda-draft.ts';
import {
  chargedNormally,
  packageForSession,
  soldPackageForSession,
  usingSession,
  usingSoldSession,
} from '../lib/package-sessions.ts';
import { useMoney } from '../lib/use-money.ts';

/** A service line's use of a package session: the package it may use one of, or the way back to its price. */
interface SessionChoice {
  /** The client's package, or one this comanda sells. */
  offer: { name: string } | null;
  onUse: () => void;
  /** Null when the line uses no session, or its price to charge is not known yet. */
  onCharge: (() => void) | null;
}

/**
 * An open comanda's lines as the counter edits them: each service's and item's quantity and unit
 * price, each tip's amount, its total as typed, and removing a line; a service line uses a session
 * of the client's package, or is charged normally again.
 */
export function LinesEditor({
  lines,
  read,
  onChange,
  packages,
  sold,
  catalogPrice,
}: {
  lines: DraftLine[];
  read: ReadDraft;
  onChange: (lines: DraftLine[]) => void;
  /** The comanda's client's packages (none for a walk-in sale). */
  packages: readonly ClientPackage[];
  /** The packages on offer: those this comanda sells may pay for its services at once. */
  sold: readonly Package[];
  /** A service's price in the catalogue, once read. */
  catalogPrice: (serviceId: string) => number | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useMoney();
  // A service's price is set by whoever may correct an appointment's; the others give a discount.
  const setsServicePrices = may(useSignedIn().me.profile.role, 'updateAppointmentPrice');
  const change = (key: string, patch: Partial<DraftLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const sessionChoice = (line: DraftLine): SessionChoice => {
    const held = packageForSession(packages, lines, line);
    const selling = held ? null : soldPackageForSession(sold, lines, line);
    const price = line.serviceId === null ? undefined : catalogPrice(line.serviceId);
    return {
      offer: held ?? selling,
      onUse: () => {
        if (held) change(line.key, usingSession(line, held, language));
        else if (selling) change(line.key, usingSoldSession(line, selling, language));
      },
      onCharge:
        usesPackageSession(line) && (line.priceBeforeSession !== undefined || price !== undefined)
          ? () => change(line.key, chargedNormally(line, price ?? 0, language))
          : null,
    };
  };

  if (lines.length === 0) return <p className="py-4 text-sm text-muted-foreground">{t('counter.lines.empty')}</p>;
  return (
    <ul className="divide-y divide-border" data-testid="comanda-lines">
      {lines.map((line, index) => (
        <LineFields
          key={line.key}
          line={line}
          totalCents={lineTotalCents(read.lines[index] ?? { quantity: 0, unitPriceCents: 0 })}
          problems={read.problems.lines[line.key]}
          priceLocked={
            (line.kind === 'service' && !setsServicePrices) || (line.kind === 'item' && line.packageId !== null)
          }
          session={sessionChoice(line)}
          onChange={(patch) => change(line.key, patch)}
          onRemove={() => onChange(lines.filter((other) => other.key !== line.key))}
        />
      ))}
    </ul>
  );
}

function LineFields({
  line,
  totalCents,
  problems,
  priceLocked,
  session,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  totalCents: number;
  problems: { quantity?: string; price?: string } | undefined;
  priceLocked: boolean;
  session: SessionChoice;
  onChange: (patch: Partial<DraftLine>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  const id = useId();
  const isTip = line.kind === 'tip';
  const usesSession = usesPackageSession(line);
  const problem = fieldMessage(problems?.quantity) ?? fieldMessage(problems?.price);

  return (
    <li className="py-3" data-testid="comanda-line" data-kind={line.kind}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-foreground">
            {line.description}
            {line.kind === 'item' && (
              <Badge variant="secondary" className="ml-2 align-middle">
                {line.packageId ? t('counter.lines.package') : t('counter.lines.item')}
              </Badge>
            )}
          </p>
          {line.professionalName && <p className="text-sm text-muted-foreground">{line.professionalName}</p>}
          {usesSession && (
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm" data-testid="package-session">
              <Badge variant="accent">
                <Ticket className="size-3" aria-hidden="true" />
                {t('counter.lines.packageSession')}
              </Badge>
              <span className="text-muted-foreground">{line.clientPackageName}</span>
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 -mt-1 size-9 text-muted-foreground hover:text-destructive"
          onClick={onRemove}
          aria-label={t('counter.lines.remove', { line: line.description })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap items-end gap-x-3 gap-y-2">
        {!isTip && !usesSession && line.packageId === null && (
          <div className="w-16 space-y-1">
            <Label htmlFor={`${id}-qty`} className="text-xs text-muted-foreground">
              {t('counter.lines.quantity')}
            </Label>
            <Input
              id={`${id}-qty`}
              inputMode="numeric"
              value={line.quantityText}
              onChange={(event) => onChange({ quantityText: event.target.value })}
              aria-invalid={problems?.quantity ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className="tabular-nums"
            />
          </div>
        )}
        {!usesSession && (
          <div className="w-32 space-y-1">
            <Label htmlFor={`${id}-price`} className="text-xs text-muted-foreground">
              {isTip ? t('counter.lines.tipAmount') : t('counter.lines.unitPrice')}
            </Label>
            <MoneyInput
              id={`${id}-price`}
              currency={currency}
              value={line.priceText}
              readOnly={priceLocked}
              title={
                !priceLocked
                  ? undefined
                  : line.packageId
                    ? t('counter.lines.packagePriceLocked')
                    : t('counter.lines.priceLocked')
              }
              onChange={(priceText) => onChange({ priceText })}
              aria-invalid={problems?.price ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </div>
        )}
        <p className="ml-auto pb-2.5 text-right font-semibold tabular-nums" data-testid="line-total">
          <span className="sr-only">{t('counter.lines.total')}: </span>
          {money(totalCents)}
        </p>
      </div>
      {(session.offer || session.onCharge) && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button variant="outline" size="sm" onClick={session.onCharge ?? session.onUse}>
            {session.onCharge ? t('counter.lines.chargeNormally') : t('counter.lines.useSession')}
          </Button>
          {session.offer && <span className="text-xs text-muted-foreground">{session.offer.name}</span>}
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-destructive" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}
