import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type Side = 'center' | 'left' | 'sheet';

const placement: Record<Side, string> = {
  center:
    'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border p-6 shadow-xl',
  left: 'inset-y-0 left-0 h-full w-72 max-w-[85vw] overflow-y-auto overscroll-contain border-r border-border shadow-xl',
  sheet:
    'inset-0 flex h-dvh w-full flex-col overflow-y-auto overscroll-contain px-4 pt-5 shadow-xl ' +
    'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:h-auto sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-xl ' +
    'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-border sm:px-6 sm:pt-6',
};

/**
 * A modal panel: centred by default, a drawer from the left (`side="left"`), or a form panel
 * (`side="sheet"`) that fills the screen on phones and is centred from `sm` up; its content scrolls
 * and a DialogFooter stays in view.
 */
export function DialogContent({
  className,
  children,
  side = 'center',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: Side }) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
      <DialogPrimitive.Content
        className={cn('fixed z-50 bg-card text-card-foreground focus:outline-none', placement[side], className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={t('common.close')}
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pr-8 text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-1 text-sm text-muted-foreground', className)} {...props} />;
}

/** The actions of a sheet: kept at the bottom of the panel while its content scrolls. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'sticky bottom-0 -mx-4 mt-auto flex flex-col-reverse gap-2 border-t border-border bg-card px-4 py-3 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6 sm:py-4',
        className,
      )}
      {...props}
    />
  );
}
