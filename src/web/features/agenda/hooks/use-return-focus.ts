import { useRef } from 'react';

/**
 * The schedule's dialogs open from cards, slots and buttons rather than their own triggers: this
 * remembers what had focus and gives it back when a dialog closes (`onCloseAutoFocus`).
 */
export function useReturnFocus() {
  const returnFocus = useRef<{ element: HTMLElement | null; appointmentId: string | null }>({
    element: null,
    appointmentId: null,
  });

  const rememberFocus = (appointmentId: string | null = null) => {
    returnFocus.current = {
      element: document.activeElement instanceof HTMLElement ? document.activeElement : null,
      appointmentId,
    };
  };

  const restoreFocus = (event: Event) => {
    const { element, appointmentId } = returnFocus.current;
    // A card that moved meanwhile is a new element: find it by its appointment.
    const target = element?.isConnected
      ? element
      : appointmentId
        ? document.querySelector<HTMLElement>(`[data-appointment-id="${appointmentId}"]`)
        : null;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return { rememberFocus, restoreFocus };
}
