import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounterSettings } from '../../../../contracts/counter.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCounterSettings } from '../api/get-counter-settings.ts';
import { useUpdateCounterSettings } from '../api/update-counter-settings.ts';
import { basisPointsToInput, parsePercentInput } from '../../../lib/percent.ts';

/**
 * The counter's settings (the owner's): the PIX key, name and city the QR codes carry, the largest
 * discount a professional may give, whether each person runs a register of their own, whether
 * a sale or a service may take a product's stock below zero, and whether a client's no-show uses a
 * session of their package (docs/packages.md).
 */
export function CounterSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const settings = useCounterSettings({ enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet" aria-describedby={undefined} data-testid="counter-settings">
        {settings.isSuccess && open ? (
          <SettingsForm settings={settings.data} onDone={() => onOpenChange(false)} />
        ) : (
          <>
            <DialogTitle>{t('counter.settings.title')}</DialogTitle>
            {settings.isError ? (
              <div className="mt-4">
                <ErrorState
                  message={settings.error instanceof ApiError ? settings.error.message : undefined}
                  onRetry={() => void settings.refetch()}
                  retrying={settings.isFetching}
                />
              </div>
            ) : (
              <p role="status" className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner />
                {t('counter.settings.loading')}
              </p>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ settings, onDone }: { settings: CounterSettings; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const update = useUpdateCounterSettings();
  const [pixKey, setPixKey] = useState(settings.pixKey ?? '');
  const [name, setName] = useState(settings.pixMerchantName ?? '');
  const [city, setCity] = useState(settings.pixCity ?? '');
  const [limit, setLimit] = useState(basisPointsToInput(settings.professionalMaxDiscountBasisPoints, i18n.language));
  const [perUser, setPerUser] = useState(settings.registerPerUser);
  const [negativeStock, setNegativeStock] = useState(settings.allowNegativeStock);
  const [noShowSession, setNoShowSession] = useState(settings.noShowUsesPackageSession);
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const basisPoints = parsePercentInput(limit);
    if (basisPoints === null) {
      setProblems({ limit: t('counter.problems.percent') });
      return;
    }
    setProblems({});
    update.mutate(
      {
        pixKey: pixKey.trim() || null,
        pixMerchantName: name,
        pixCity: city,
        professionalMaxDiscountBasisPoints: basisPoints,
        registerPerUser: perUser,
        allowNegativeStock: negativeStock,
        noShowUsesPackageSession: noShowSession,
      },
      {
        onSuccess: () => {
          showToast('success', t('counter.settings.saved'));
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields) {
            setProblems({
              pixKey: fieldMessage(fields.pixKey),
              name: fieldMessage(fields.pixMerchantName),
              city: fieldMessage(fields.pixCity),
              limit: fieldMessage(fields.professionalMaxDiscountBasisPoints),
            });
          }
          showToast('error', t('counter.settings.failed'), errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-1 flex-col" noValidate>
      <DialogTitle>{t('counter.settings.title')}</DialogTitle>
      <DialogDescription>{t('counter.settings.text')}</DialogDescription>
      <div className="mt-5 space-y-4">
        <TextField
          id={`${id}-key`}
          label={t('counter.settings.pixKey')}
          optional={false}
          value={pixKey}
          onChange={(event) => setPixKey(event.target.value)}
          message={problems.pixKey}
          maxLength={77}
          autoComplete="off"
          placeholder={t('counter.settings.pixKeyExample')}
        />
        <TextField
          id={`${id}-name`}
          label={t('counter.settings.pixName')}
          optional
          value={name}
          onChange={(event) => setName(event.target.value)}
          message={problems.name}
          maxLength={25}
        />
        <TextField
          id={`${id}-city`}
          label={t('counter.settings.pixCity')}
          optional={false}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          message={problems.city}
          maxLength={15}
        />
        <TextField
          id={`${id}-limit`}
          label={t('counter.settings.discountLimit')}
          optional={false}
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          message={problems.limit}
          inputMode="decimal"
          className="space-y-2 sm:w-48"
        />
        <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3">
          <div>
            <Label htmlFor={`${id}-per-user`}>{t('counter.settings.perUser')}</Label>
            <p className="mt-1 text-xs text-muted-foreground">{t('counter.settings.perUserHint')}</p>
          </div>
          <Switch id={`${id}-per-user`} checked={perUser} onCheckedChange={setPerUser} />
        </div>
        <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3">
          <div>
            <Label htmlFor={`${id}-negative-stock`}>{t('counter.settings.negativeStock')}</Label>
            <p className="mt-1 text-xs text-muted-foreground">{t('counter.settings.negativeStockHint')}</p>
          </div>
          <Switch id={`${id}-negative-stock`} checked={negativeStock} onCheckedChange={setNegativeStock} />
        </div>
        <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3">
          <div>
            <Label htmlFor={`${id}-no-show-session`}>{t('counter.settings.noShowSession')}</Label>
            <p className="mt-1 text-xs text-muted-foreground">{t('counter.settings.noShowSessionHint')}</p>
          </div>
          <Switch id={`${id}-no-show-session`} checked={noShowSession} onCheckedChange={setNoShowSession} />
        </div>
      </div>
      <DialogFooter className="mt-6">
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
