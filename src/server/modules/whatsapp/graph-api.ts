import type { WhatsAppLanguage } from '../../../core/whatsapp.ts';

/*
 * A small client of the WhatsApp Business Platform's Cloud API (the Graph API): sending a template
 * or a text from Agendo's number, and listing or creating the templates on its WhatsApp Business
 * Account. In tests `apiUrl` is a local stand-in (src/server/test/whatsapp-stand-in.ts).
 */

export interface GraphApiOptions {
  /** The Graph API's base, with its version. */
  apiUrl: string;
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string;
}

/** The platform's error codes that say the number cannot get WhatsApp messages. */
const UNREACHABLE_CODES = new Set([131026]);

/** A refusal from the platform, with its Graph error code (131026: the number is not on WhatsApp). */
export class GraphApiError extends Error {
  readonly status: number;
  readonly code: number | null;

  constructor(message: string, status: number, code: number | null) {
    super(message);
    this.name = 'GraphApiError';
    this.status = status;
    this.code = code;
  }

  /** The number is not a WhatsApp user (or cannot receive): sending again will not help. */
  get unreachable(): boolean {
    return this.code !== null && UNREACHABLE_CODES.has(this.code);
  }
}

export interface TemplateMessage {
  /** E.164 without the '+', as the platform wants it. */
  to: string;
  template: string;
  language: WhatsAppLanguage;
  bodyParameters: readonly string[];
  /** Each quick-reply button's payload, in the template's button order. */
  buttonPayloads?: readonly string[];
}

/** A template as the platform creates it: its text components, with examples. */
export interface TemplateDefinition {
  name: string;
  language: WhatsAppLanguage;
  category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
  components: readonly Record<string, unknown>[];
}

export interface ListedTemplate {
  id?: string;
  name: string;
  language: string;
  status?: string;
}

/** The number as the platform's `to` wants it: its digits, country code first. */
export function platformNumber(e164: string): string {
  return e164.replace(/\D/g, '');
}

export function templateMessageBody(message: TemplateMessage): Record<string, unknown> {
  const components: Record<string, unknown>[] = [];
  if (message.bodyParameters.length > 0)
    components.push({ type: 'body', parameters: message.bodyParameters.map((text) => ({ type: 'text', text })) });
  (message.buttonPayloads ?? []).forEach((payload, index) =>
    components.push({
      type: 'button',
      sub_type: 'quick_reply',
      index: String(index),
      parameters: [{ type: 'payload', payload }],
    }),
  );
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: platformNumber(message.to),
    type: 'template',
    template: { name: message.template, language: { code: message.language }, components },
  };
}

export function createGraphApi(options: GraphApiOptions, fetchImpl: typeof fetch = fetch) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${options.apiUrl}/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new GraphApiError(`WhatsApp API unreachable: ${(error as Error).message}`, 0, null);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    if (!response.ok) {
      const error = (json as { error?: { message?: unknown; code?: unknown } } | null)?.error;
      const code = typeof error?.code === 'number' ? error.code : null;
      const message = typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`;
      throw new GraphApiError(
        `WhatsApp API ${response.status}${code ? ` (${code})` : ''}: ${message}`,
        response.status,
        code,
      );
    }
    return json as T;
  }

  async function send(body: Record<string, unknown>): Promise<string> {
    const answer = await call<{ messages?: Array<{ id?: unknown }> }>(
      'POST',
      `${options.phoneNumberId}/messages`,
      body,
    );
    const id = answer?.messages?.[0]?.id;
    if (typeof id !== 'string') throw new GraphApiError('WhatsApp API answered without a message id', 200, null);
    return id;
  }

  return {
    /** Sends a template; answers the platform's message id ('wamid.…'). */
    sendTemplate(message: TemplateMessage): Promise<string> {
      return send(templateMessageBody(message));
    },

    /** Sends a plain text (only inside the 24 hours a client's own message opens). */
    sendText(to: string, body: string): Promise<string> {
      return send({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: platformNumber(to),
        type: 'text',
        text: { preview_url: false, body },
      });
    },

    /** Every template on the WhatsApp Business Account, page after page. */
    async listTemplates(): Promise<ListedTemplate[]> {
      const found: ListedTemplate[] = [];
      let after: string | undefined;
      do {
        const query = new URLSearchParams({
          fields: 'name,language,status',
          limit: '100',
          ...(after ? { after } : {}),
        });
        const page = await call<{ data?: ListedTemplate[]; paging?: { cursors?: { after?: string }; next?: string } }>(
          'GET',
          `${options.businessAccountId}/message_templates?${query}`,
        );
        found.push(...(page?.data ?? []));
        after = page?.paging?.next ? page.paging.cursors?.after : undefined;
      } while (after);
      return found;
    },

    /** Submits a template for approval; answers its id. */
    async createTemplate(definition: TemplateDefinition): Promise<string> {
      const answer = await call<{ id?: string }>('POST', `${options.businessAccountId}/message_templates`, definition);
      return answer?.id ?? '';
    },
  };
}

export type GraphApi = ReturnType<typeof createGraphApi>;
