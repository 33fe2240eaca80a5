/**
 * Closing a business (the owner's "delete my account", docs/business-closing.md): it closes at once
 * for everyone, its data is kept this many days — while the owner may reopen it and take the data
 * away — and then a job erases it for good.
 */
export const CLOSED_BUSINESS_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a business closed at `closedAt` is erased (and can no longer be reopened). */
export function closedBusinessErasureAt(closedAt: Date): Date {
  return new Date(closedAt.getTime() + CLOSED_BUSINESS_RETENTION_DAYS * DAY_MS);
}

/** Businesses closed at or before this moment are due for erasure at `now`. */
export function closedBusinessErasureCutoff(now: Date): Date {
  return new Date(now.getTime() - CLOSED_BUSINESS_RETENTION_DAYS * DAY_MS);
}

/** Whether a business closed at `closedAt` may still be reopened at `now`. */
export function mayReopenClosedBusiness(closedAt: Date, now: Date): boolean {
  return now.getTime() < closedBusinessErasureAt(closedAt).getTime();
}

/**
 * Whether what the owner typed confirms closing the business: its name, as shown, ignoring
 * surrounding spaces and how accents are encoded — but not letter case, so it is typed on purpose.
 */
export function confirmsBusinessName(typed: string, businessName: string): boolean {
  const normal = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');
  return normal(typed) !== '' && normal(typed) === normal(businessName);
}
