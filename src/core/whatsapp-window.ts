/*
 * WhatsApp's customer-service window (docs/whatsapp.md): a business may write a customer freely —
 * a plain text, not an approved template — only within 24 hours of the customer's last message.
 */

/** How long a customer's message keeps the window open. */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface CustomerServiceWindow {
  open: boolean;
  /** When it closes (or closed): 24 hours after the customer's last message; null when they never wrote. */
  closesAt: Date | null;
}

/** The window as it stands at `now`, from the moment of the customer's last message (null: none). */
export function customerServiceWindow(lastIncomingAt: Date | null, now: Date): CustomerServiceWindow {
  if (!lastIncomingAt) return { open: false, closesAt: null };
  const closesAt = new Date(lastIncomingAt.getTime() + CUSTOMER_SERVICE_WINDOW_MS);
  return { open: now.getTime() < closesAt.getTime(), closesAt };
}
