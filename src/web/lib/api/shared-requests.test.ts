import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Where a request lives (docs/architecture.md): in the feature that uses it
 * (src/web/features/<name>/api/, one request per file), or here, in src/web/lib/api/, when
 * several features use it, or the shared components, the app's shell or another shared request do.
 */

const WEB = resolve(import.meta.dirname, '../..');
const HERE = import.meta.dirname;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** 'features/<name>' for a feature's file, 'shared' for any other file of the web app. */
function areaOf(file: string): string {
  const [top, feature] = relative(WEB, file).split(/[\\/]/);
  return top === 'features' && feature ? `features/${feature}` : 'shared';
}

/** Each name `file` imports from `module` (an absolute path). */
function namesImported(file: string, module: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import (?:type )?\{([^}]*)\} from '([^']+)'/g)]
    .filter((match) => resolve(dirname(file), match[2] ?? '') === module)
    .flatMap((match) => (match[1] ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()))
    .filter(Boolean);
}

describe('the shared requests of src/web/lib/api', () => {
  const modules = readdirSync(HERE)
    .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name))
    .map((name) => join(HERE, name));
  const files = sourceFiles(WEB);

  it('are each used by more than one feature, or by a shared part; a request one feature alone uses lives in that feature', () => {
    const oneFeatureOnly: string[] = [];
    for (const module of modules) {
      const text = readFileSync(module, 'utf8');
      for (const [, name] of text.matchAll(/^export (?:async )?(?:function|const|interface|type|class) (\w+)/gm)) {
        if (!name) continue;
        const usedHere = modules.some(
          (other) =>
            (readFileSync(other, 'utf8').match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length >
            (other === module ? 1 : 0),
        );
        const areas = new Set(
          files.filter((file) => !file.startsWith(HERE) && namesImported(file, module).includes(name)).map(areaOf),
        );
        if (!usedHere && areas.size === 1 && !areas.has('shared'))
          oneFeatureOnly.push(`${relative(WEB, module)}: ${name} (${[...areas].join()})`);
      }
    }
    expect(oneFeatureOnly).toEqual([]);
  });

  it('leave no request file in a feature outside its api/ folder', () => {
    const stray = files.filter(
      (file) =>
        areaOf(file) !== 'shared' &&
        !/[\\/]api[\\/]/.test(file) &&
        /\bapiFetch\s*[<(]/.test(readFileSync(file, 'utf8')),
    );
    expect(stray.map((file) => relative(WEB, file))).toEqual([]);
  });
});
