import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants, type ButtonVariant } from '../../../components/ui/button.tsx';

/**
 * Asks before an action, with words for both answers ('Voltar' / 'Sim, cancelar'): the shared
 * ConfirmDialog's "Cancelar" would read as the very action when the action is cancelling an
 * appointment. Focus starts on the way back; Escape goes back.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  backLabel,
  confirmLabel,
  pendingLabel,
  pending = false,
  variant = 'destructive',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  backLabel: string;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  variant?: ButtonVariant;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{description}</AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>{backLabel}</AlertDialog.Cancel>
            <button type="button" className={buttonVariants({ variant })} disabled={pending} onClick={onConfirm}>
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
