import { createHmac } from 'node:crypto';
import type { TestApp } from './harness.ts';

/*
 * What the WhatsApp platform posts to the webhook (docs/whatsapp.md), for the tests: a
 * notification with its messages or statuses, signed with the app secret.
 */

export const PHONE = '+5511987654321';
export const FROM = PHONE.slice(1);

type Json = Record<string, unknown>;

/** A notification as the platform posts it. */
export const notification = (value: { messages?: Json[]; statuses?: Json[] }) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'WABA-1',
      changes: [
        {
          field: 'messages',
          value: { messaging_product: 'whatsapp', metadata: { phone_number_id: 'PN-1' }, ...value },
        },
      ],
    },
  ],
});
export const button = (id: string, payload: string) => ({
  id,
  from: FROM,
  timestamp: '1790000000',
  type: 'button',
  button: { payload, text: 'Confirmar' },
});
export const text = (id: string, body: string) => ({
  id,
  from: FROM,
  timestamp: '1790000000',
  type: 'text',
  text: { body },
});
export const status = (id: string, value: string, errors?: Json[]) => ({
  id,
  status: value,
  timestamp: '1790000000',
  recipient_id: FROM,
  ...(errors ? { errors } : {}),
});

/** Posts `body` as the platform would: signed with the app secret unless told otherwise (null: unsigned). */
export async function postWebhook(t: TestApp, body: unknown, signature?: string | null) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signed = 'sha256=' + createHmac('sha256', t.config.whatsapp.appSecret).update(raw).digest('hex');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-hub-signature-256'] = signature ?? signed;
  const response = await fetch(`${t.baseUrl}/api/whatsapp/webhook`, { method: 'POST', headers, body: raw });
  return { status: response.status, body: (await response.json()) as Json & { error?: { code: string } } };
}
