import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for the WhatsApp Cloud API (the Graph API) in tests: it records
 * every request, answers a message with a `wamid.…` id as the platform does, keeps the templates
 * created on the business account, and can be told to refuse a number (131026: not on WhatsApp)
 * or to fail for a while.
 */

export interface RecordedGraphRequest {
  method: string;
  /** The path and query, e.g. '/123/messages'. */
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface WhatsAppStandIn {
  readonly url: string;
  readonly requests: RecordedGraphRequest[];
  /** The bodies POSTed to `/{phone-number-id}/messages`. */
  messages(): Array<Record<string, unknown>>;
  readonly templates: Array<{ id: string; name: string; language: string; status: string; body: unknown }>;
  /** This number (E.164 digits, no '+') is not on WhatsApp: sending to it answers error 131026. */
  rejectNumber(digits: string): void;
  /** The next `count` sends fail with a 503 (a transient failure). */
  failNext(count: number): void;
  close(): Promise<void>;
}

const TOKEN = /^Bearer \S+$/;

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : null);
      } catch {
        resolve(text);
      }
    });
  });
}

export async function startWhatsAppStandIn(): Promise<WhatsAppStandIn> {
  const requests: RecordedGraphRequest[] = [];
  const templates: WhatsAppStandIn['templates'] = [];
  const rejected = new Set<string>();
  let failures = 0;
  let sequence = 0;

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = request.url ?? '/';
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const error = (status: number, code: number, message: string) =>
        answer(status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'stand-in' } });
      if (!TOKEN.test(request.headers.authorization ?? '')) return error(401, 190, 'Invalid OAuth access token');
      const [pathname = '', query = ''] = path.split('?');
      const parts = pathname.split('/').filter(Boolean);
      // The base carries the API's version ('/v23.0'); the rest is '{id}/{edge}'.
      if (/^v\d+\.\d+$/.test(parts[0] ?? '')) parts.shift();
      if (request.method === 'POST' && parts[1] === 'messages') {
        if (failures > 0) {
          failures -= 1;
          return error(503, 2, 'Service temporarily unavailable');
        }
        const to = String((body as { to?: unknown } | null)?.to ?? '');
        if (rejected.has(to)) return error(400, 131026, 'Message undeliverable');
        sequence += 1;
        return answer(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id: `wamid.STANDIN${String(sequence).padStart(6, '0')}` }],
        });
      }
      if (parts[1] === 'message_templates' && request.method === 'GET') {
        const params = new URLSearchParams(query);
        const limit = Number(params.get('limit') ?? 25);
        const start = Number(params.get('after') ?? 0);
        const page = templates.slice(start, start + limit).map(({ id, name, language, status }) => ({
          id,
          name,
          language,
          status,
        }));
        const next = start + limit < templates.length;
        return answer(200, {
          data: page,
          paging: { cursors: { after: String(start + limit) }, ...(next ? { next: `${path}&next` } : {}) },
        });
      }
      if (parts[1] === 'message_templates' && request.method === 'POST') {
        const { name, language } = (body ?? {}) as { name?: string; language?: string };
        if (!name || !language) return error(400, 100, 'Invalid parameter');
        if (templates.some((t) => t.name === name && t.language === language))
          return error(400, 2388024, 'Content in this language already exists');
        const id = String(1000 + templates.length);
        templates.push({ id, name, language, status: 'PENDING', body });
        return answer(200, { id, status: 'PENDING', category: 'UTILITY' });
      }
      return error(404, 100, 'Unknown path');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v23.0`,
    requests,
    templates,
    messages: () =>
      requests
        .filter((r) => r.method === 'POST' && r.path.endsWith('/messages'))
        .map((r) => r.body as Record<string, unknown>),
    rejectNumber: (digits) => void rejected.add(digits),
    failNext: (count) => void (failures = count),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
