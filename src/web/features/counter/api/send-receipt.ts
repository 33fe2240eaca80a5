import { useMutation } from '@tanstack/react-query';
import type { SendReceiptBody } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** sendComandaReceipt: a closed comanda's receipt by e-mail (the address given, else the client's), and on WhatsApp when asked. */
export function sendReceipt({ id, ...body }: SendReceiptBody & { id: string }) {
  return apiFetch<{ email: string | null; whatsapp: boolean }>(`/api/comandas/${encodeURIComponent(id)}/receipt`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useSendReceipt() {
  return useMutation({ mutationFn: sendReceipt });
}
