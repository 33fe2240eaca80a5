import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text. Images and fonts are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text file of the
 * build, once, at build time; the server sends the best one the browser accepts
 * (@fastify/static's `preCompressed`). `skip` names top-level folders of the output to leave alone.
 */
export function precompress(skip: readonly string[] = []): Plugin {
  let outDir = '';
  return {
    name: 'agendo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir, skip)) {
        // Another build into the same folder compressed it already.
        if (!TEXT.test(file) || existsSync(`${file}.br`)) continue;
        const source = readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

function* walk(directory: string, skip: readonly string[], top = true): Generator<string> {
  for (const name of readdirSync(directory)) {
    if (top && skip.includes(name)) continue;
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) yield* walk(full, skip, false);
    else yield full;
  }
}
