import { useQuery } from '@tanstack/react-query';
import { HandCoins, Plus, Save, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comanda } from '../../../../contracts/counter.ts';
import type { Package } from '../../../../contracts/packages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useClientPackages, usePackages } from '../../../lib/api/packages.ts';
import { listServicesQueryOptions } from '../../../lib/api/services.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSellPackage } from '../api/sell-package.ts';
import { useUpdateComanda } from '../api/update-comanda.ts';
import {
  draftChanged,
  draftOf,
  readDraft,
  updateBodyOf,
  usesPackageSession,
  type ComandaDraft,
} from '../lib/comanda-draft.ts';
import { useMoney } from '../lib/use-money.ts';
import { AddLineDialog, type AddingLine } from './add-line-dialog.tsx';
import { ComandaTotalsList } from './comanda-totals.tsx';
import { DiscountControl } from './discount-control.tsx';
import { LinesEditor } from './lines-editor.tsx';
import { LinesView } from './lines-view.tsx';
import { PaymentStep } from './payment-step.tsx';

/**
 * An open comanda from the version read (the page mounts a new one for each version): its lines
 * and discount edited with live totals, "Salvar", and "Receber" — which saves what changed first —
 * leading to the payment step. Selling a package saves what changed first too, then adds it.
 */
export function OpenComandaEditor({
  comanda,
  paying,
  onPayingChange,
  onChanged,
}: {
  comanda: Comanda;
  paying: boolean;
  onPayingChange: (paying: boolean) => void;
  /** Someone else changed the comanda: read it again (this editor then starts over from it). */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useMoney();
  const update = useUpdateComanda();
  const [draft, setDraft] = useState<ComandaDraft>(() => draftOf(comanda, language));
  const [adding, setAdding] = useState<AddingLine | null>(null);
  const sell = useSellPackage();
  const clientPackages = useClientPackages(comanda.clientId);
  // A line the server marked with a session is charged again at its service's price.
  const marked = draft.lines.some((line) => usesPackageSession(line) && line.priceBeforeSession === undefined);
  const onOffer = usePackages({ active: true, limit: 50 }).data?.items ?? [];
  const catalog = useQuery({ ...listServicesQueryOptions({ limit: 200 }), enabled: marked });
  const read = readDraft(draft, language);
  const changed = draftChanged(comanda, draft, language);

  const save = (then?: (saved: Comanda) => void) => {
    if (!read.valid) {
      showToast('error', t('counter.editor.fixFirst'));
      return;
    }
    // The saved version mounts a new editor: what follows the save hangs on the promise, not on this one.
    update.mutateAsync({ id: comanda.id, ...updateBodyOf(comanda.version, read) }).then(
      (saved) => {
        if (!then) showToast('success', t('counter.editor.saved'));
        then?.(saved);
      },
      (error: unknown) => {
        showToast('error', t('counter.editor.saveFailed'), errorMessage(error));
        if (error instanceof ApiError && (error.code === 'COMANDA_CHANGED' || error.code === 'COMANDA_CLOSED'))
          onChanged();
      },
    );
  };

  const sellPackage = (pkg: Package) => {
    const sellFrom = (version: number) =>
      sell.mutateAsync({ id: comanda.id, packageId: pkg.id, version }).then(
        () => showToast('success', t('counter.packages.sold'), pkg.name),
        (error: unknown) => {
          showToast('error', t('counter.packages.sellFailed'), errorMessage(error));
          if (error instanceof ApiError && (error.code === 'COMANDA_CHANGED' || error.code === 'COMANDA_CLOSED'))
            onChanged();
        },
      );
    if (changed) save((saved) => void sellFrom(saved.version));
    else void sellFrom(comanda.version);
  };

  const receive = () => (changed ? save(() => onPayingChange(true)) : onPayingChange(true));

  if (paying) {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card>
          <CardContent className="space-y-4 px-4 pt-4 sm:px-6">
            <LinesView lines={comanda.lines} />
            <ComandaTotalsList
              totals={comanda}
              discountReason={comanda.discountReason}
              depositCents={comanda.depositCents}
            />
          </CardContent>
        </Card>
        <PaymentStep comanda={comanda} onBack={() => onPayingChange(false)} onChanged={onChanged} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="px-4 pt-2 sm:px-6">
          <LinesEditor
            lines={draft.lines}
            read={read}
            onChange={(lines) => setDraft({ ...draft, lines })}
            packages={clientPackages.data?.items ?? []}
            sold={onOffer}
            catalogPrice={(serviceId) => catalog.data?.items.find((service) => service.id === serviceId)?.priceCents}
          />
          <div className="flex flex-wrap gap-2 border-t border-border pt-4">
            <Button variant="outline" size="sm" onClick={() => setAdding('item')}>
              <Plus aria-hidden="true" />
              {t('counter.lines.addItem')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setAdding('tip')}>
              <HandCoins aria-hidden="true" />
              {t('counter.lines.addTip')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-5 px-4 pt-6 sm:px-6">
          <DiscountControl
            discount={draft.discount}
            read={read}
            onChange={(discount) => setDraft({ ...draft, discount })}
          />
          <ComandaTotalsList
            totals={read.totals}
            discountReason={read.discountReason}
            depositCents={comanda.depositCents}
          />
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => save()} disabled={update.isPending || !changed}>
          <Save aria-hidden="true" />
          {update.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <Button onClick={receive} disabled={update.isPending || draft.lines.length === 0}>
          <Wallet aria-hidden="true" />
          {t('counter.editor.receive')}
        </Button>
      </div>
      {changed && <p className="text-right text-xs text-muted-foreground">{t('counter.editor.unsaved')}</p>}
      <AddLineDialog
        adding={adding}
        onClose={() => setAdding(null)}
        onAdd={(line) => setDraft((current) => ({ ...current, lines: [...current.lines, line] }))}
        sale={{
          hasClient: comanda.clientId !== null,
          selling: sell.isPending || update.isPending,
          onSell: sellPackage,
        }}
      />
    </div>
  );
}
