/** Every clients query starts with this key: a change to a client refreshes them all. */
export const clientsQueryKey = ['clients'] as const;

/** Where the list of clients downloads as CSV (the server sends it as an attachment). */
export const CLIENTS_EXPORT_URL = '/api/clients/export.csv';
