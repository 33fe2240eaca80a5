/** The cash register's queries: a comanda closed or reversed changes the open register's takings. */
export const cashRegistersQueryKey = ['cash-registers'] as const;
export const currentCashRegisterQueryKey = [...cashRegistersQueryKey, 'current'] as const;
export const cashRegisterHistoryQueryKey = [...cashRegistersQueryKey, 'history'] as const;
