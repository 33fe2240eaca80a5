import { createServer } from 'node:net';

// A server's client side for tests and benchmarks: node's own modules only, so a process that
// generates load holds nothing of the server's in its heap.

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A fetch with a cookie jar, as a browser of the same origin would be. */
export class HttpClient {
  readonly baseUrl: string;
  readonly cookies = new Map<string, string>();
  language = 'pt-BR';
  /** Browsers send their origin with state-changing requests; a test can leave it out. */
  sendOrigin = true;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const response = await fetch(new URL(url, this.baseUrl), {
      method,
      redirect: 'manual',
      headers: {
        'accept-language': this.language,
        // A browser on our own pages sends its origin with every state-changing request.
        ...(this.sendOrigin && method !== 'GET' && method !== 'HEAD' ? { origin: new URL(this.baseUrl).origin } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }

  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body ?? {}, headers);
  }

  async signUp(email: string, password = 'secret123', name = 'Test Owner') {
    const response = await this.post('/api/auth/sign-up/email', { email, password, name });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}
