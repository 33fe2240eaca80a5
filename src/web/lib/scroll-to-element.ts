export interface ScrollRetryOptions {
  /** SPEC 9: retry every 100 ms … */
  intervalMs?: number;
  /** … for up to 3000 ms. */
  timeoutMs?: number;
  findElement?: (id: string) => { scrollIntoView(options?: ScrollIntoViewOptions): void } | null;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Scrolls smoothly to the element with `id`, looking for it again every interval until it exists
 * or the time is up: lazily loaded sections appear some time after the page (SPEC 2, #precos).
 * Returns a function that stops looking.
 */
export function scrollToElementWhenReady(id: string, options: ScrollRetryOptions = {}): () => void {
  const {
    intervalMs = 100,
    timeoutMs = 3000,
    findElement = (elementId) => document.getElementById(elementId),
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  let waited = 0;
  let timer: unknown;
  let stopped = false;

  const attempt = () => {
    if (stopped) return;
    const element = findElement(id);
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (waited >= timeoutMs) return;
    waited += intervalMs;
    timer = setTimer(attempt, intervalMs);
  };
  attempt();

  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
  };
}
