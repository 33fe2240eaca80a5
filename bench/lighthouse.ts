/**
 * Page speed as a first visit from a phone sees it: Lighthouse with its default settings (mobile,
 * simulated throttling: slow 4G and a 4× slower CPU), in headless Chromium (/usr/bin/chromium, a
 * fresh profile and so a cold cache each run), against a production server on the built web app
 * (dist/, built first if missing) with the seeded demo business. Three runs of each page; the
 * medians of LCP, FCP, TBT, CLS, the bytes transferred and the performance score, with the
 * requests of the median run, largest first: where the bytes go. Budgets (medians):
 *
 *   booking page /agendar/{id}   LCP ≤ 1500 ms, TBT ≤ 100 ms, CLS ≤ 0.02, ≤ 80 KiB, accessibility 100
 *   landing page /               LCP ≤ 2000 ms, CLS ≤ 0.02, ≤ 180 KiB
 *   sign-in page /auth           LCP ≤ 2000 ms
 *   blog post /blog/{slug}       LCP ≤ 2000 ms, SEO 100 (a demo post, as a search engine's phone crawler reads it)
 *   blog /blog                   LCP ≤ 2000 ms, SEO 100
 *
 *   npm run bench:lighthouse
 *   LIGHTHOUSE_RUNS=1 LIGHTHOUSE_PAGES=booking,landing npm run bench:lighthouse
 *
 * CHROME_PATH runs another Chromium.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killAll, launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { HttpClient } from '../src/server/test/http-client.ts';
import { spawnServer } from '../src/server/test/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DEMO = { email: 'admin@agendo.local', password: 'agendo123', business: 'Studio Bella Demo' };
const TOP_REQUESTS = 15;

interface Figures {
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  kib: number;
  performance: number;
  accessibility: number;
  seo: number;
}
type Figure = keyof Figures;

const FIGURES: Record<Figure, { label: string; format: (value: number) => string }> = {
  lcp: { label: 'LCP', format: (v) => `${Math.round(v)} ms` },
  fcp: { label: 'FCP', format: (v) => `${Math.round(v)} ms` },
  tbt: { label: 'TBT', format: (v) => `${Math.round(v)} ms` },
  cls: { label: 'CLS', format: (v) => v.toFixed(3) },
  kib: { label: 'bytes', format: (v) => `${v.toFixed(1)} KiB` },
  performance: { label: 'performance', format: (v) => String(Math.round(v)) },
  accessibility: { label: 'accessibility', format: (v) => String(Math.round(v)) },
  seo: { label: 'SEO', format: (v) => String(Math.round(v)) },
};

interface Budget {
  figure: Figure;
  max?: number;
  min?: number;
}

/** What the pages' addresses are made of, read from the running demo. */
interface Demo {
  businessId: string;
  postSlug: string;
}

interface Page {
  key: string;
  title: string;
  path: (demo: Demo) => string;
  categories: string[];
  budgets: Budget[];
}

const PAGES: Page[] = [
  {
    key: 'booking',
    title: 'booking page',
    path: (demo) => `/agendar/${demo.businessId}`,
    categories: ['performance', 'accessibility'],
    budgets: [
      { figure: 'lcp', max: 1500 },
      { figure: 'tbt', max: 100 },
      { figure: 'cls', max: 0.02 },
      { figure: 'kib', max: 80 },
      { figure: 'accessibility', min: 100 },
    ],
  },
  {
    key: 'landing',
    title: 'landing page',
    path: () => '/',
    categories: ['performance'],
    budgets: [
      { figure: 'lcp', max: 2000 },
      { figure: 'cls', max: 0.02 },
      { figure: 'kib', max: 180 },
    ],
  },
  {
    key: 'auth',
    title: 'sign-in page',
    path: () => '/auth',
    categories: ['performance'],
    budgets: [{ figure: 'lcp', max: 2000 }],
  },
  {
    key: 'post',
    title: 'blog post',
    path: (demo) => `/blog/${demo.postSlug}`,
    categories: ['performance', 'seo'],
    budgets: [
      { figure: 'lcp', max: 2000 },
      { figure: 'seo', min: 100 },
    ],
  },
  {
    key: 'blog',
    title: 'blog',
    path: () => '/blog',
    categories: ['performance', 'seo'],
    budgets: [
      { figure: 'lcp', max: 2000 },
      { figure: 'seo', min: 100 },
    ],
  },
];

interface Run {
  figures: Figures;
  lhr: Result;
}

interface RequestRow {
  url: string;
  transferSize?: number;
  resourceSize?: number;
  resourceType?: string;
  statusCode?: number;
}

/** What to undo if the process is interrupted: the current Chromium, the server. */
const cleanups = new Set<() => Promise<void>>();

async function cleanUp() {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    await cleanup().catch((error: unknown) => console.error(`clean-up failed: ${String(error)}`));
  }
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the server`);
    void cleanUp().finally(() => process.exit(code));
  });
}

function options() {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`LIGHTHOUSE_RUNS must be a positive whole number, not "${process.env.LIGHTHOUSE_RUNS}"`);
  const keys = (process.env.LIGHTHOUSE_PAGES ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const unknown = keys.filter((key) => !PAGES.some((page) => page.key === key));
  if (unknown.length > 0)
    throw new Error(
      `LIGHTHOUSE_PAGES: unknown page ${unknown.join(', ')} (pages: ${PAGES.map((page) => page.key).join(', ')})`,
    );
  const pages = keys.length === 0 ? PAGES : PAGES.filter((page) => keys.includes(page.key));
  return { runs, pages };
}

/** The web app is measured as built: dist/ is built first when it is missing. */
function ensureBuilt() {
  const index = path.join(root, 'dist', 'index.html');
  if (!existsSync(index)) {
    console.log('dist/ is not built: npm run build');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (build.status !== 0 || !existsSync(index))
      throw new Error('npm run build failed: the web app must be built to be measured');
  }
  console.log(`web app: dist/ built ${statSync(index).mtime.toLocaleString()}`);
}

/** The demo business, read as its owner reads it: signed in, from /api/me. */
async function demoBusinessId(baseUrl: string): Promise<string> {
  const owner = new HttpClient(baseUrl);
  const signedIn = await owner.signIn(DEMO.email, DEMO.password);
  if (signedIn.status !== 200)
    throw new Error(`signing in as ${DEMO.email} failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  const me = await owner.get('/api/me');
  if (me.status !== 200) throw new Error(`GET /api/me failed: ${me.status} ${JSON.stringify(me.body)}`);
  if (me.body.business.name !== DEMO.business)
    throw new Error(`${DEMO.email} owns "${me.body.business.name}", not the demo business "${DEMO.business}"`);
  const page = await fetch(`${baseUrl}/api/public/businesses/${me.body.business.id}`);
  if (page.status !== 200)
    throw new Error(
      `the demo business has no public booking page: GET /api/public/businesses/{id} answered ${page.status}`,
    );
  return me.body.business.id as string;
}

/** The newest demo post in pt-BR (the server's default language), as the public list gives it. */
async function demoPostSlug(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/public/blog/posts?language=pt-BR`);
  if (response.status !== 200) throw new Error(`GET /api/public/blog/posts answered ${response.status}`);
  const { items } = (await response.json()) as { items: { slug: string }[] };
  if (!items[0]) throw new Error('the demo has no published blog post to measure');
  return items[0].slug;
}

/** Chromium's version, from the binary itself: a missing or broken one fails here, at once. */
function chromiumVersion(): string {
  if (!existsSync(CHROME_PATH))
    throw new Error(`Chromium is not at ${CHROME_PATH}: on Debian, apt-get install chromium (or set CHROME_PATH)`);
  const probe = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  const version = probe.stdout?.trim().replace(/ built on .*/, '');
  if (probe.status !== 0 || !version) {
    throw new Error(
      `Chromium (${CHROME_PATH}) does not run: ${probe.error?.message ?? `--version exited with ${probe.status ?? probe.signal}`}\n${probe.stderr ?? ''}`.trim(),
    );
  }
  return version;
}

function chromiumFailed(error: unknown, userDataDir: string): Error {
  let log = '';
  try {
    log = readFileSync(path.join(userDataDir, 'chrome-err.log'), 'utf8').trim().split('\n').slice(-20).join('\n');
  } catch {
    // no log written
  }
  return new Error(
    `Chromium (${CHROME_PATH}) did not start: ${error instanceof Error ? error.message : String(error)}${log ? `\nits output:\n${log}` : ''}`,
  );
}

/** A fresh Chromium (new profile, so a cold cache) for one run; it is ended and its profile removed after. */
async function withChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'agendo-bench-chromium-'));
  let chrome: LaunchedChrome | undefined;
  const close = async () => {
    if (chrome) {
      const { process: browser } = chrome;
      const exited =
        browser.exitCode === null && browser.signalCode === null ? once(browser, 'exit') : Promise.resolve();
      chrome.kill(); // SIGKILL to its whole process group
      chrome = undefined;
      await exited;
    } else {
      killAll(); // a launch that failed leaves its process to chrome-launcher
    }
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  cleanups.add(close);
  try {
    try {
      chrome = await launch({
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        userDataDir,
        handleSIGINT: false,
        logLevel: 'silent',
      });
    } catch (error) {
      throw chromiumFailed(error, userDataDir);
    }
    return await use(chrome.port);
  } finally {
    cleanups.delete(close);
    await close();
  }
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? Number.NaN : value * 100;
}

async function lighthouseOnce(url: string, categories: string[]): Promise<Result> {
  return withChromium(async (port) => {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  });
}

/** One run; a run Lighthouse could not complete (the page did not load) is tried once more, and said so. */
async function measure(url: string, categories: string[]): Promise<Run> {
  let lhr = await lighthouseOnce(url, categories);
  if (lhr.runtimeError) {
    console.log(
      `  Lighthouse could not measure this run (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); trying it once more`,
    );
    lhr = await lighthouseOnce(url, categories);
  }
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    lhr,
    figures: {
      lcp: numeric(lhr, 'largest-contentful-paint'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      kib: numeric(lhr, 'total-byte-weight') / 1024,
      performance: score(lhr, 'performance'),
      accessibility: categories.includes('accessibility') ? score(lhr, 'accessibility') : Number.NaN,
      seo: categories.includes('seo') ? score(lhr, 'seo') : Number.NaN,
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medians(runs: Run[]): Figures {
  const of = (figure: Figure) => median(runs.map((run) => run.figures[figure]));
  return {
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    kib: of('kib'),
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
  };
}

/** The run whose LCP is the median (the lower middle one for an even count). */
function medianRun(runs: Run[]): Run {
  return [...runs].sort((a, b) => a.figures.lcp - b.figures.lcp)[Math.floor((runs.length - 1) / 2)]!;
}

const COLUMNS: Figure[] = ['lcp', 'fcp', 'tbt', 'cls', 'kib', 'performance', 'accessibility', 'seo'];
const HEADINGS: Record<Figure, string> = {
  lcp: 'LCP',
  fcp: 'FCP',
  tbt: 'TBT',
  cls: 'CLS',
  kib: 'bytes',
  performance: 'perf',
  accessibility: 'a11y',
  seo: 'SEO',
};
/** Scores measured only on the pages that ask for their category. */
const CATEGORY_FIGURES: Partial<Record<Figure, string>> = { accessibility: 'accessibility', seo: 'seo' };

function row(label: string, figures: Figures, columns: Figure[]): string {
  return `  ${label.padEnd(8)}${columns.map((figure) => FIGURES[figure].format(figures[figure]).padStart(12)).join('')}`;
}

function printRuns(runs: Run[], columns: Figure[]) {
  console.log(`  ${''.padEnd(8)}${columns.map((figure) => HEADINGS[figure].padStart(12)).join('')}`);
  runs.forEach((run, index) => console.log(row(`run ${index + 1}`, run.figures, columns)));
  console.log(row('median', medians(runs), columns));
}

function printRequests(run: Run, origin: string) {
  const items = (
    (run.lhr.audits['network-requests']?.details as { items?: RequestRow[] } | undefined)?.items ?? []
  ).slice();
  items.sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0));
  const kib = (bytes: number | undefined) => `${((bytes ?? 0) / 1024).toFixed(1)} KiB`;
  const total = items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  console.log(`  requests of the median run (${items.length}, ${kib(total)} transferred), largest first:`);
  console.log(`  ${'transferred'.padStart(12)}${'resource'.padStart(12)}  ${'type'.padEnd(11)}url`);
  for (const item of items.slice(0, TOP_REQUESTS)) {
    const url = item.url.startsWith(origin) ? item.url.slice(origin.length) : item.url;
    const shown = url.length > 90 ? `${url.slice(0, 87)}...` : url;
    const status = item.statusCode && item.statusCode !== 200 ? ` (${item.statusCode})` : '';
    console.log(
      `  ${kib(item.transferSize).padStart(12)}${kib(item.resourceSize).padStart(12)}  ${(item.resourceType ?? '').padEnd(11)}${shown}${status}`,
    );
  }
  const rest = items.slice(TOP_REQUESTS);
  if (rest.length > 0)
    console.log(
      `  ${kib(rest.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)).padStart(12)}  in ${rest.length} more`,
    );
}

/** The element Lighthouse took as the largest paint, and how its time divides. */
function printLcpElement(run: Run) {
  interface Node {
    type?: string;
    snippet?: string;
    nodeLabel?: string;
  }
  interface Table {
    type?: string;
    items?: { node?: Node; phase?: string; timing?: number }[];
  }
  const details = run.lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  const tables = details?.items ?? [];
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node;
  if (node) console.log(`  largest paint: ${(node.snippet ?? node.nodeLabel ?? '').slice(0, 140)}`);
  const phases = tables.flatMap((table) => table.items ?? []).filter((item) => item.phase && item.timing !== undefined);
  if (phases.length > 0)
    console.log(`    ${phases.map((item) => `${item.phase} ${Math.round(item.timing!)} ms`).join(', ')}`);
}

/** The audits that cost a measured category (SEO, accessibility) its points. */
function printFailedAudits(run: Run, categories: string[]) {
  for (const category of categories) {
    const failed = (run.lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => run.lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1);
    for (const audit of failed) console.log(`  ${category} fails: ${audit!.id} (${audit!.title})`);
  }
}

/** Prints each budget's figure against it; the number of figures over budget. */
function printBudgets(page: Page, figures: Figures): number {
  let over = 0;
  console.log('  budgets (medians):');
  for (const budget of page.budgets) {
    const { label, format } = FIGURES[budget.figure];
    const value = figures[budget.figure];
    const within = budget.max !== undefined ? value <= budget.max : value >= budget.min!;
    const limit =
      budget.max !== undefined ? `≤ ${format(budget.max)}` : budget.min === 100 ? '= 100' : `≥ ${format(budget.min!)}`;
    if (!within) over++;
    console.log(
      `    ${label.padEnd(14)}${format(value).padStart(12)}   budget ${limit.padEnd(12)} ${within ? 'PASS' : 'OVER'}`,
    );
  }
  return over;
}

function printSettings(runs: Run[], runsPerPage: number, chromium: string) {
  const { lhr } = runs[0]!;
  const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
  const benchmarkIndex = median(runs.map((run) => run.lhr.environment.benchmarkIndex));
  console.log(
    `Lighthouse ${lhr.lighthouseVersion}, ${chromium}: ${formFactor}, ${throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod} throttling ` +
      `(${throttling.rttMs} ms RTT, ${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbit/s, CPU ${throttling.cpuSlowdownMultiplier}× slower), ` +
      `cold cache, ${runsPerPage} run${runsPerPage === 1 ? '' : 's'} per page; this machine's CPU benchmark index ${Math.round(benchmarkIndex)}`,
  );
}

async function main(): Promise<number> {
  const { runs, pages } = options();
  const chromium = chromiumVersion();
  ensureBuilt();
  const started = performance.now();
  // As `npm start` runs it, on a throwaway embedded database that its first start seeds with the demo.
  const server = await spawnServer({ DATABASE_URL: '', SEED_DEMO: 'true', WORKER: 'false' }, 120_000);
  cleanups.add(server.stop);
  const demo: Demo = {
    businessId: pages.some((page) => page.key === 'booking') ? await demoBusinessId(server.baseUrl) : '',
    postSlug: pages.some((page) => page.key === 'post') ? await demoPostSlug(server.baseUrl) : '',
  };
  console.log(`server: ${server.baseUrl} (production, fresh embedded database with the demo business)\n`);

  let over = 0;
  const allRuns: Run[] = [];
  for (const page of pages) {
    const url = `${server.baseUrl}${page.path(demo)}`;
    console.log(`${page.title}  ${page.path(demo)}`);
    const pageRuns: Run[] = [];
    for (let index = 0; index < runs; index++) {
      const runStarted = performance.now();
      pageRuns.push(await measure(url, page.categories));
      console.log(`  run ${index + 1} of ${runs}: ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
    }
    allRuns.push(...pageRuns);
    const columns = COLUMNS.filter((figure) => {
      const category = CATEGORY_FIGURES[figure];
      return category === undefined || page.categories.includes(category);
    });
    const landedOn = pageRuns[0]!.lhr.finalDisplayedUrl;
    if (landedOn !== url) console.log(`  (ended on ${landedOn})`);
    printRuns(pageRuns, columns);
    printRequests(medianRun(pageRuns), server.baseUrl);
    printLcpElement(medianRun(pageRuns));
    printFailedAudits(
      medianRun(pageRuns),
      page.categories.filter((category) => category !== 'performance'),
    );
    const warnings = [...new Set(pageRuns.flatMap((run) => run.lhr.runWarnings))];
    for (const warning of warnings) console.log(`  Lighthouse warns: ${warning}`);
    over += printBudgets(page, medians(pageRuns));
    console.log('');
  }

  printSettings(allRuns, runs, chromium);
  console.log(
    `${allRuns.length} Lighthouse run${allRuns.length === 1 ? '' : 's'} in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  console.log(over === 0 ? 'within budget' : `OVER BUDGET: ${over} figure${over === 1 ? '' : 's'}`);
  return over === 0 ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
