/**
 * Prints how much JavaScript the landing page (/) and the public booking page (/agendar/…) load
 * before any interaction, gzipped, and fails when either is over its budget. Run after
 * `vite build` (it reads dist/.vite/manifest.json).
 *
 * Landing page: the app's entry chunk, the landing page's route chunk (the router loads it at once
 * on /) and every chunk they import statically. The sections below the hero load when they come
 * near the viewport; they are listed apart, and with them the page must stay within the budget too.
 *
 * Booking page: its own entry (agendar.html) and every chunk it imports statically; customers
 * open it on phones, so its budget is tighter.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
/**
 * With the sections below the hero loaded as the visitor scrolls (after the page is interactive):
 * the first paint's budget plus the sections' own ~13 KB, so that a new signed-in page's route and
 * permission entries in the app's entry chunk do not fail the landing page on a few bytes.
 */
const SECTIONS_BUDGET_KB = 155;
/** The page checks a customer's details with the contract's own schema (zod/mini, ~7 KB): ADR 15. */
const BOOKING_BUDGET_KB = 40;
// The build being made (scripts/build.ts), else dist/.
const DIST = process.env.AGENDO_BUILD_OUT ?? join(import.meta.dirname, '..', 'dist');
const APP_ENTRY = 'index.html';
const BOOKING_ENTRY = 'agendar.html';
const LANDING_ROUTE = 'features/landing/pages/landing-page.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// The back office's build and the booking page's (vite.booking.config.ts) each write a manifest;
// their keys are source paths, which the two builds do not share.
const manifest = Object.assign(
  {},
  JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest,
  JSON.parse(readFileSync(join(DIST, '.vite', 'booking-manifest.json'), 'utf8')) as Manifest,
) as Manifest;

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in dist/.vite/manifest.json nor booking-manifest.json`);
  return found;
}

/** The chunks `keys` need before they run: themselves and their static imports, transitively. */
function staticClosure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    staticClosure(chunk(key).imports ?? [], into);
  }
  return into;
}

const gzipCache = new Map<string, number>();
function gzipBytes(key: string): number {
  const file = chunk(key).file;
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipBytes(key), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!chunk(APP_ENTRY).isEntry || !chunk(BOOKING_ENTRY).isEntry)
  throw new Error('index.html and agendar.html must both be entries');
const initial = staticClosure([APP_ENTRY, LANDING_ROUTE]);
const initialBytes = sum(initial);

// Sections of the landing page that load when scrolled near (dynamic imports of its route chunk).
const sectionKeys = (chunk(LANDING_ROUTE).dynamicImports ?? []).filter((key) => key.includes('features/landing/'));
const withSections = staticClosure(sectionKeys, new Set(initial));
const withSectionsBytes = sum(withSections);

console.log(`landing page initial JS: ${kb(initialBytes)} gzip (budget ${BUDGET_KB} KB)`);
for (const key of [...initial].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
  console.log(`  ${kb(gzipBytes(key)).padStart(9)}  ${chunk(key).file}`);
}
console.log(
  `with every section below the hero loaded (${sectionKeys.length} sections): ${kb(withSectionsBytes)} gzip (budget ${SECTIONS_BUDGET_KB} KB)`,
);

const booking = staticClosure([BOOKING_ENTRY]);
const bookingBytes = sum(booking);
console.log(`public booking page initial JS: ${kb(bookingBytes)} gzip (budget ${BOOKING_BUDGET_KB} KB)`);
for (const key of [...booking].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
  console.log(`  ${kb(gzipBytes(key)).padStart(9)}  ${chunk(key).file}`);
}
for (const css of chunk(BOOKING_ENTRY).css ?? []) {
  console.log(
    `  and its stylesheet, inlined in the page: ${kb(gzipSync(readFileSync(join(DIST, css))).length)} gzip  ${css}`,
  );
}

let failed = false;
if (initialBytes > BUDGET_KB * 1024) {
  console.error(`The landing page's initial JS is over its budget of ${BUDGET_KB} KB gzip.`);
  failed = true;
}
if (withSectionsBytes > SECTIONS_BUDGET_KB * 1024) {
  console.error(`With its lazy sections the landing page loads more than ${SECTIONS_BUDGET_KB} KB gzip of JS.`);
  failed = true;
}
if (bookingBytes > BOOKING_BUDGET_KB * 1024) {
  console.error(`The public booking page's initial JS is over its budget of ${BOOKING_BUDGET_KB} KB gzip.`);
  failed = true;
}
if (failed) process.exit(1);
