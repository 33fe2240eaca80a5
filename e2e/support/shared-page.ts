import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';

/**
 * One browser tab per worker and set of context options, handed to test after test (the `page`
 * and `context` fixtures), instead of a new context and tab for each test.
 *
 * Why: on the two-core machines the suite runs on, a test's first load of the app in a new tab
 * cost about 1.5 s of CPU more than the same load in a tab that had loaded it before (a new
 * renderer compiles every script again), and most tests load the app a few times at most. What
 * a test leaves behind is undone before the next one starts:
 * - the tab goes to about:blank, and other tabs the test opened are closed;
 * - cookies go, and the local and session storage of every origin the tab visited;
 * - event listeners, routes, init scripts and exposed functions the test added are removed;
 * - a viewport or media the test changed is set back.
 * A test that changes what cannot be set back (the clock, permissions, geolocation, offline mode,
 * extra headers), or that fails, leaves its context to be closed: the next test gets a new one.
 * Tests that need a context of their own still make one with `browser.newContext()`.
 */

/** Playwright's own fixture of the context options a test asks for (its config and `test.use`). */
interface ContextOptionsArgs {
  _combinedContextOptions: BrowserContextOptions;
}

interface SharedTab {
  context: BrowserContext;
  page: Page;
  /** The test changed something that cannot be set back: close the context after it. */
  spoiled: boolean;
  /** Origins the tab has shown, whose storage is cleared after each test. */
  origins: Set<string>;
  /** What the test added and must be taken away after it. */
  undo: Array<() => Promise<unknown>>;
  /** Its context options, as the pool's key. */
  key: string;
  /** Ends the watch of the test using it. */
  unwatch?: () => void;
}

/** Records listeners added through `on`, `once`, `addListener` and `prependListener`, to remove them after the test. */
function recordListeners(target: Page | BrowserContext, tab: SharedTab): void {
  type Listen = (event: string, listener: (...args: unknown[]) => void) => unknown;
  const emitter = target as unknown as Record<string, Listen>;
  const off = emitter['off']!.bind(target);
  for (const method of ['on', 'once', 'addListener', 'prependListener']) {
    const original = emitter[method]!.bind(target);
    Object.assign(target, {
      [method]: (event: string, listener: (...args: unknown[]) => void) => {
        tab.undo.push(async () => off(event, listener));
        return original(event, listener);
      },
    });
  }
}

/** Wraps `methods` of `target` so that what each adds is disposed of after the test. */
function recordDisposables(target: object, methods: string[], tab: SharedTab): void {
  for (const method of methods) {
    const original = (target as Record<string, (...args: unknown[]) => Promise<{ dispose(): Promise<void> }>>)[method]!;
    Object.assign(target, {
      [method]: async (...args: unknown[]) => {
        const disposable = await original.apply(target, args);
        tab.undo.push(() => disposable.dispose().catch(() => undefined));
        return disposable;
      },
    });
  }
}

/** Wraps `methods` of `target` so that calling one marks the tab spoiled. */
function spoilOn(target: object, methods: string[], tab: SharedTab): void {
  for (const method of methods) {
    const original = (target as Record<string, (...args: unknown[]) => unknown>)[method]!;
    Object.assign(target, {
      [method]: (...args: unknown[]) => {
        tab.spoiled = true;
        return original.apply(target, args);
      },
    });
  }
}

/** Makes what the test does to `tab` undoable, for the length of one test. */
function watch(tab: SharedTab, options: BrowserContextOptions): () => void {
  const { page, context } = tab;
  const saved = new Map<object, Record<string, unknown>>();
  const keep = (target: object, names: string[]) => {
    const own = saved.get(target) ?? {};
    for (const name of names)
      if (!(name in own))
        own[name] = Object.hasOwn(target, name) ? (target as Record<string, unknown>)[name] : undefined;
    saved.set(target, own);
  };
  const listened = ['on', 'once', 'addListener', 'prependListener'];
  const disposed = ['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeWebSocket'];
  keep(page, [...listened, ...disposed, 'setViewportSize', 'emulateMedia', 'setExtraHTTPHeaders']);
  keep(context, [...listened, ...disposed, 'grantPermissions', 'setGeolocation', 'setOffline', 'setExtraHTTPHeaders']);
  recordListeners(page, tab);
  recordListeners(context, tab);
  recordDisposables(page, disposed, tab);
  recordDisposables(context, disposed, tab);
  spoilOn(page, ['setExtraHTTPHeaders'], tab);
  spoilOn(context, ['grantPermissions', 'setGeolocation', 'setOffline', 'setExtraHTTPHeaders'], tab);
  const setViewportSize = page.setViewportSize.bind(page);
  const emulateMedia = page.emulateMedia.bind(page);
  Object.assign(page, {
    setViewportSize: async (size: { width: number; height: number }) => {
      if (options.viewport) tab.undo.push(() => setViewportSize(options.viewport!));
      else tab.spoiled = true;
      return setViewportSize(size);
    },
    emulateMedia: async (media: Parameters<Page['emulateMedia']>[0]) => {
      tab.undo.push(() => emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null }));
      return emulateMedia(media);
    },
  });
  // The clock cannot be taken out once installed: any use of it spoils the tab.
  keep(page, ['clock']);
  const clock = page.clock;
  Object.defineProperty(page, 'clock', {
    configurable: true,
    get: () => {
      tab.spoiled = true;
      return clock;
    },
  });
  return () => {
    for (const [target, names] of saved)
      for (const [name, value] of Object.entries(names)) {
        if (value === undefined) delete (target as Record<string, unknown>)[name];
        else Object.defineProperty(target, name, { configurable: true, writable: true, value });
      }
  };
}

/** Undoes what the test did, so that the next one finds a blank tab; false if that failed. */
async function reset(tab: SharedTab): Promise<boolean> {
  try {
    for (const undo of tab.undo.splice(0).reverse()) await undo();
    for (const other of tab.context.pages()) if (other !== tab.page) await other.close();
    await tab.page.goto('about:blank');
    for (const origin of tab.origins) {
      // The origin's own smallest page, to reach its storage (session storage belongs to this tab).
      await tab.page.goto(`${origin}/robots.txt`);
      await tab.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    tab.origins.clear();
    await tab.page.goto('about:blank');
    await tab.context.clearCookies();
    return true;
  } catch {
    return false;
  }
}

async function openTab(context: BrowserContext, key: string): Promise<SharedTab> {
  const page = await context.newPage();
  const tab: SharedTab = { context, page, spoiled: false, origins: new Set(), undo: [], key };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { origin, protocol } = new URL(frame.url());
    if (protocol === 'http:' || protocol === 'https:') tab.origins.add(origin);
  });
  return tab;
}

/** The worker's tabs, by their context options; a tab is either free or in use by the running test. */
const pool = new Map<string, SharedTab[]>();
const inUse = new Set<SharedTab>();

/** A free tab with these options, or a new one. */
async function take(browser: Browser, options: BrowserContextOptions): Promise<SharedTab> {
  const key = JSON.stringify(options);
  const free = (pool.get(key) ?? []).filter((tab) => !inUse.has(tab) && !tab.page.isClosed());
  let tab = free[0];
  if (!tab) {
    tab = await openTab(await browser.newContext(options), key);
    pool.set(key, [...(pool.get(key) ?? []), tab]);
  }
  inUse.add(tab);
  tab.unwatch = watch(tab, options);
  return tab;
}

/** Gives a tab back: blank for the next test, or closed when it cannot be made so. */
async function giveBack(tab: SharedTab, passed: boolean): Promise<void> {
  // The context's own `close`, which openTab put there, goes first: the context may be closed for real below.
  delete (tab.context as unknown as Record<string, unknown>)['close'];
  tab.unwatch?.();
  tab.unwatch = undefined;
  if (!passed || tab.spoiled || tab.page.isClosed() || !(await reset(tab))) {
    pool.set(
      tab.key,
      (pool.get(tab.key) ?? []).filter((other) => other !== tab),
    );
    await tab.context.close().catch(() => undefined);
  }
  inUse.delete(tab);
}

type Base = TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & ContextOptionsArgs,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

export interface TestTabs {
  /**
   * Another person's tab, as `browser.newContext(options)` and its page would be (the test's
   * options, then these), from the worker's shared tabs. It is given back when the test ends, or
   * when the test closes its context.
   */
  openTab(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

export const test = (base as unknown as Base).extend<TestTabs & { testTab: SharedTab }, { sharedTabs: void }>({
  sharedTabs: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      await use();
      for (const tabs of pool.values()) for (const tab of tabs) await tab.context.close().catch(() => undefined);
      pool.clear();
    },
    { scope: 'worker' },
  ],
  testTab: async ({ browser, sharedTabs, _combinedContextOptions: options }, use, testInfo) => {
    void sharedTabs;
    const tab = await take(browser, options);
    await use(tab);
    await giveBack(tab, testInfo.status === testInfo.expectedStatus);
  },
  context: async ({ testTab }, use) => {
    await use(testTab.context);
  },
  page: async ({ testTab }, use) => {
    await use(testTab.page);
  },
  openTab: async ({ browser, sharedTabs, _combinedContextOptions: defaults }, use, testInfo) => {
    void sharedTabs;
    const opened: SharedTab[] = [];
    await use(async (options = {}) => {
      const tab = await take(browser, { ...defaults, ...options });
      opened.push(tab);
      // Closing the context, as a test does with one it made, gives the tab back.
      Object.assign(tab.context, {
        close: async () => {
          if (!inUse.has(tab)) return;
          opened.splice(opened.indexOf(tab), 1);
          await giveBack(tab, true);
        },
      });
      return { context: tab.context, page: tab.page };
    });
    const passed = testInfo.status === testInfo.expectedStatus;
    for (const tab of opened) await giveBack(tab, passed);
  },
});
