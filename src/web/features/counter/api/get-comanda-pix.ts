import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';
import type { PixCode } from '../lib/payment-rows.ts';

/** getComandaPix: the PIX code ("copia e cola") for a part of an open comanda; 409 PIX_NOT_CONFIGURED without a key. */
export function getComandaPix({ id, amountCents }: { id: string; amountCents: number }): Promise<PixCode> {
  return apiFetch<PixCode>(`/api/comandas/${encodeURIComponent(id)}/pix${queryString({ amountCents })}`);
}

/** Asked for on a button's press, for the amount of one payment row. */
export function useComandaPix() {
  return useMutation({ mutationFn: getComandaPix });
}
