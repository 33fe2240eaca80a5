/**
 * Toasts (sonner) load on first use: the landing page must stay light and most visits show none.
 * Sonner replays toasts raised before its Toaster subscribes, so nothing is lost meanwhile.
 */
type ToastKind = 'success' | 'error' | 'info';

let toasterWanted = false;
const listeners = new Set<() => void>();

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return toasterWanted;
}

/** A button in the toast, e.g. 'Desfazer'. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export function showToast(kind: ToastKind, title: string, description?: string, action?: ToastAction): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) => {
    toast[kind](title, { description, ...(action ? { action } : {}) });
  });
}
