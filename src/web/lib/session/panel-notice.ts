/**
 * The history state with which the route guard sends a super admin without a business from a
 * business page to their panel; the panel, whose texts load with it, then says why.
 */
export const SUPER_ADMIN_WITHOUT_BUSINESS = { notice: 'superAdminWithoutBusiness' } as const;

export function isSentFromBusinessPage(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { notice?: unknown }).notice === SUPER_ADMIN_WITHOUT_BUSINESS.notice
  );
}
