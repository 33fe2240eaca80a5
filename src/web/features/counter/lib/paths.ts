/** The address that opens the counter's settings on /caixa (the comanda's PIX step links here when PIX is not set up). */
export const COUNTER_SETTINGS_PATH = '/caixa?ajustes=1';

export const comandaPath = (id: string) => `/comandas/${encodeURIComponent(id)}`;
export const receiptPath = (id: string) => `/comandas/${encodeURIComponent(id)}/recibo`;
