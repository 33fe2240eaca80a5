import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closedBusinessErasureAt,
  CLOSED_BUSINESS_RETENTION_DAYS,
  confirmsBusinessName,
} from '../../../../core/business-closing.ts';
import { BusinessExportButton } from '../../../components/business-export-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useCloseBusiness } from '../api/close-business.ts';
import { dateTimeFormat } from '../../../lib/local-date.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * 'Encerrar empresa': what closing does, until when the data is kept, a last chance to download
 * it, and the business's name typed to confirm (the button waits for it). Once closed, who is
 * signed in is read again and the route guard takes the owner to the closed page.
 */
export function CloseBusinessDialog({
  open,
  onOpenChange,
  businessName,
  timeZone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessName: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const close = useCloseBusiness();
  const [typed, setTyped] = useState('');
  const confirmed = confirmsBusinessName(typed, businessName);
  const erasesOn = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone }).format(
    closedBusinessErasureAt(new Date()),
  );
  const error = close.error;
  const nameError =
    error instanceof ApiError && (error.code === 'BUSINESS_NAME_MISMATCH' || error.fields?.confirmName)
      ? (error.fields?.confirmName ?? error.message)
      : undefined;
  const otherError = error && !nameError ? error.message : undefined;

  const changeOpen = (next: boolean) => {
    if (close.isPending) return;
    if (!next) {
      setTyped('');
      close.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || close.isPending) return;
    close.mutate(
      { confirmName: typed },
      {
        onSuccess: (state) => {
          const date = state.erasesAt
            ? dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone }).format(new Date(state.erasesAt))
            : erasesOn;
          showToast(
            'success',
            t('settings.closing.dialog.closed'),
            t('settings.closing.dialog.closedDescription', { date }),
          );
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent side="sheet" aria-describedby="close-business-now">
        <form onSubmit={submit} className="flex min-h-full flex-col gap-4 pb-4">
          <DialogTitle>{t('settings.closing.dialog.title', { name: businessName })}</DialogTitle>
          <DialogDescription id="close-business-now">{t('settings.closing.dialog.now')}</DialogDescription>
          <p className="rounded-xl border border-destructive/30 bg-destructive/5 p-3 text-sm text-foreground">
            {t('settings.closing.dialog.kept', { days: CLOSED_BUSINESS_RETENTION_DAYS, date: erasesOn })}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{t('settings.closing.dialog.downloadFirst')}</p>
            <BusinessExportButton size="sm" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="close-business-name" className="leading-snug">
              {t('settings.closing.dialog.confirmLabel', { name: businessName })}
            </Label>
            <Input
              id="close-business-name"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'close-business-name-error' : undefined}
              disabled={close.isPending}
              autoFocus
            />
            <FieldError id="close-business-name-error" message={nameError} />
          </div>
          {otherError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t('settings.closing.dialog.failed')}: {otherError}
            </p>
          )}
          <div className="mt-auto flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={close.isPending}>
                {t('settings.closing.dialog.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              disabled={!confirmed || close.isPending}
              aria-busy={close.isPending}
            >
              {close.isPending && <Spinner className="size-4 text-current" />}
              {close.isPending ? t('settings.closing.dialog.closing') : t('settings.closing.dialog.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
