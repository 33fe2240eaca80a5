import type { HttpClient } from './harness.ts';

/** An open /api/live stream of the signed-in `client`: what it has said so far, and a wait for a phrase. */
export async function openLiveStream(client: HttpClient) {
  const controller = new AbortController();
  const response = await fetch(new URL('/api/live', client.baseUrl), {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const waiters: Array<() => void> = [];
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value);
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // aborted
    }
  })();
  /** Resolves true once the stream has said `phrase` (`times` times in all), false after `ms` without it. */
  const heard = async (phrase: string, ms: number, times = 1): Promise<boolean> => {
    const deadline = Date.now() + ms;
    while (text.split(phrase).length - 1 < times) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  };
  return {
    response,
    heard,
    text: () => text,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
