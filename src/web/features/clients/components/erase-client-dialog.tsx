import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useEraseClient } from '../api/erase-client.ts';
import { confirmsName, erasureFailure } from '../lib/erase-confirmation.ts';

/**
 * Asks before erasing a client's personal data: what goes, what stays (the appointments, in the
 * figures, without the person), that it cannot be undone; the owner types the client's name to
 * confirm. A refusal (an appointment still to come) stays in the dialog with what to do.
 */
export function EraseClientDialog({
  open,
  onOpenChange,
  client,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client: { id: string; fullName: string };
}) {
  const { t } = useTranslation();
  const id = useId();
  const erase = useEraseClient();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<ReturnType<typeof erasureFailure> | null>(null);
  const confirmed = confirmsName(typed, client.fullName);

  const change = (next: boolean) => {
    if (erase.isPending) return;
    if (!next) {
      setTyped('');
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || erase.isPending) return;
    setFailure(null);
    try {
      await erase.mutateAsync(client.id);
      showToast('success', t('clients.privacy.erasedToast'), t('clients.privacy.erasedToastDescription'));
      setTyped('');
      onOpenChange(false);
    } catch (error) {
      const found = erasureFailure(error, t('errors.unexpected'));
      // Erased meanwhile (another device): the page now shows it; nothing is left to ask.
      if (found.kind === 'alreadyErased') {
        showToast('info', t('clients.privacy.eraseDialog.alreadyErasedTitle'), found.message);
        setTyped('');
        onOpenChange(false);
      } else setFailure(found);
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle className="break-words">
          {t('clients.privacy.eraseDialog.title', { name: client.fullName })}
        </DialogTitle>
        <DialogDescription>{t('clients.privacy.eraseDialog.intro')}</DialogDescription>
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4 text-sm">
          <div className="space-y-1">
            <h3 className="font-semibold text-foreground">{t('clients.privacy.eraseDialog.erasedTitle')}</h3>
            <p className="text-muted-foreground">{t('clients.privacy.eraseDialog.erased')}</p>
          </div>
          <div className="space-y-1">
            <h3 className="font-semibold text-foreground">{t('clients.privacy.eraseDialog.keptTitle')}</h3>
            <p className="text-muted-foreground">{t('clients.privacy.eraseDialog.kept')}</p>
          </div>
          <p className="text-muted-foreground">{t('clients.privacy.eraseDialog.exportFirst')}</p>
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`} className="leading-snug break-words">
              {t('clients.privacy.eraseDialog.confirmLabel', { name: client.fullName })}
            </Label>
            <Input
              id={`${id}-name`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              disabled={erase.isPending}
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`} className="text-muted-foreground" aria-live="polite">
              {typed.trim() !== '' && !confirmed
                ? t('clients.privacy.eraseDialog.confirmMismatch')
                : t('clients.privacy.eraseDialog.cannotUndo')}
            </p>
          </div>
          {failure && (
            <Alert variant="destructive" role="alert">
              <p className="font-semibold">{t(`clients.privacy.eraseDialog.${failure.kind}Title`)}</p>
              <p>{failure.message}</p>
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => change(false)} disabled={erase.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || erase.isPending}>
              {erase.isPending ? t('clients.privacy.eraseDialog.pending') : t('clients.privacy.eraseDialog.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
