/**
 * `npm run build`: builds the web app (the four Vite builds) into a new folder under .builds/,
 * checks its bundle budgets (scripts/report-bundle.ts), then switches `dist` to it whole: `dist`
 * is a link that one rename replaces, so a server starting at any moment finds a complete build,
 * never one half written. The last few builds are kept, for the servers still running on them.
 *
 * `--if-changed` (what `npm start` runs): does nothing when `dist` is already a complete build of
 * the present sources (a hash of the build's inputs is stored with each build), so starting the
 * server again, or several servers from one folder, does not build again.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { WEB_APP_FILES } from '../src/server/pages/web-app-files.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const INPUTS_FILE = '.build-inputs';
/** Builds kept besides the current one, for servers started on them. */
const KEPT_BUILDS = 3;
/** What the build reads: the web app's code and what it imports, the build's configuration, the installed packages. */
const INPUTS = [
  'src/web',
  'src/contracts',
  'src/core',
  'vite.config.ts',
  'vite.booking.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-theme-boot.ts',
  'scripts/report-bundle.ts',
  'tsconfig.json',
  'package-lock.json',
];

function filesOf(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)));
}

/** A hash of every input of the build under `root`: names and contents. */
export function inputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => filesOf(root, entry))
    .map((f) => f.split(path.sep).join('/'))
    .sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The inputs hash of the complete build `dist` points to, or null. */
function currentBuildHash(dist: string): string | null {
  try {
    const dir = realpathSync(dist);
    if (!WEB_APP_FILES.every((file) => existsSync(path.join(dir, file)))) return null;
    return readFileSync(path.join(dir, INPUTS_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Points `root/dist` at `dir` with one rename (a link made beside it replaces the old one). */
function switchTo(root: string, builds: string, dir: string): void {
  const dist = path.join(root, 'dist');
  const existing = lstatSync(dist, { throwIfNoEntry: false });
  // A dist/ folder from before builds were switched whole: set aside once, kept like a build.
  if (existing && !existing.isSymbolicLink()) renameSync(dist, path.join(builds, `earlier-${Date.now()}`));
  const link = path.join(root, `.dist-${process.pid}`);
  rmSync(link, { force: true });
  if (process.platform === 'win32') symlinkSync(dir, link, 'junction');
  else symlinkSync(path.relative(root, dir), link, 'dir');
  renameSync(link, dist);
}

function pruneBuilds(builds: string, current: string): void {
  const others = readdirSync(builds)
    .map((name) => path.join(builds, name))
    .filter((dir) => dir !== current)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of others.slice(KEPT_BUILDS)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Builds the web app under `root` with `build` (which writes a complete build into the folder it
 * is given) and switches `root/dist` to it; with `ifChanged`, only when dist is not a complete
 * build of the present inputs. Whether it built.
 */
export function buildWebApp(options: { root: string; ifChanged: boolean; build: (outDir: string) => void }): boolean {
  const { root } = options;
  const hash = inputsHash(root);
  if (options.ifChanged && currentBuildHash(path.join(root, 'dist')) === hash) return false;
  const builds = path.join(root, '.builds');
  mkdirSync(builds, { recursive: true });
  const out = path.join(builds, `${hash.slice(0, 12)}-${Date.now()}-${process.pid}`);
  try {
    options.build(out);
  } catch (error) {
    rmSync(out, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(path.join(out, INPUTS_FILE), `${hash}\n`);
  switchTo(root, builds, out);
  pruneBuilds(builds, out);
  return true;
}

/** The four Vite builds and the bundle budgets, into `outDir`. */
function viteBuild(outDir: string): void {
  const env = { ...process.env, AGENDO_BUILD_OUT: outDir };
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const steps = [
    [vite, 'build'],
    [vite, 'build', '--ssr'],
    [vite, 'build', '-c', 'vite.booking.config.ts'],
    [vite, 'build', '-c', 'vite.booking.config.ts', '--ssr'],
    ['scripts/report-bundle.ts'],
  ];
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`build step failed: node ${args.join(' ')}`);
  }
}

if (import.meta.main) {
  try {
    const built = buildWebApp({ root: ROOT, ifChanged: process.argv.includes('--if-changed'), build: viteBuild });
    console.log(
      built
        ? `dist/ → ${path.relative(ROOT, realpathSync(path.join(ROOT, 'dist')))}`
        : 'dist/ is a build of the present sources: not built again.',
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
