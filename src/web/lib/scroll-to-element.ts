/** What the scroll needs of the target; `getBoundingClientRect` lets it follow a target that moves. */
export interface ScrollTarget {
  scrollIntoView(options?: ScrollIntoViewOptions): void;
  getBoundingClientRect?(): { top: number };
}

export interface ScrollRetryOptions {
  /** Retry every 100 ms (docs/screens.md) … */
  intervalMs?: number;
  /** … for up to 3000 ms. */
  timeoutMs?: number;
  findElement?: (id: string) => ScrollTarget | null;
  /** The page's vertical scroll offset, to tell a target that moved from a page that scrolled. */
  readScrollY?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /**
   * Whether what lies above the target is still loading (the landing page's lazy sections): once
   * the target is found, it is followed past `timeoutMs` while this holds, up to `maxFollowMs` —
   * a slow phone may get those sections well after 3 s.
   */
  isSettling?: () => boolean;
  maxFollowMs?: number;
}

/** Less than this is rounding, not a section that grew above the target. */
const MOVED_PX = 1;

/**
 * Scrolls smoothly to the element with `id`, looking for it again every interval until it exists
 * or the time is up: lazily loaded sections appear some time after the page (#precos; docs/screens.md).
 *
 * Sections above the target may also finish loading while the smooth scroll runs, growing from
 * their placeholders and pushing the target down (the scroll would then end short of it). So,
 * for the rest of the same time window (and after it, while `isSettling` says sections are still
 * loading), the target's position in the document is checked at the same interval and the scroll
 * is started again whenever it moved. Returns a function that stops
 * looking (call it when the person scrolls by themselves).
 */
export function scrollToElementWhenReady(id: string, options: ScrollRetryOptions = {}): () => void {
  const {
    intervalMs = 100,
    timeoutMs = 3000,
    findElement = (elementId) => document.getElementById(elementId),
    readScrollY = () => window.scrollY,
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    isSettling = () => false,
    maxFollowMs = 15_000,
  } = options;
  let waited = 0;
  let timer: unknown;
  let stopped = false;
  /** Where the target was in the document when last scrolled to (null: not yet, or not measurable). */
  let scrolledTo: number | null = null;
  /** The last moment (in waited time) something above the target was still loading. */
  let lastSettling: number | null = null;

  const documentTop = (element: ScrollTarget): number | null =>
    element.getBoundingClientRect ? element.getBoundingClientRect().top + readScrollY() : null;

  const scheduleNext = (found: boolean) => {
    // What finished loading may still grow (its pictures, its fonts): the target is followed for
    // one more time window after the last moment something above it was loading.
    if (found && isSettling()) lastSettling = waited;
    const following = found && waited < maxFollowMs && lastSettling !== null && waited < lastSettling + timeoutMs;
    if (waited >= timeoutMs && !following) return;
    waited += intervalMs;
    timer = setTimer(attempt, intervalMs);
  };

  function attempt() {
    if (stopped) return;
    const element = findElement(id);
    if (element) {
      const top = documentTop(element);
      if (scrolledTo === null || (top !== null && Math.abs(top - scrolledTo) >= MOVED_PX)) {
        element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
      // Without a position to watch there is nothing more to do.
      if (top === null) return;
      scrolledTo = top;
    }
    scheduleNext(element !== null);
  }
  attempt();

  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
  };
}
