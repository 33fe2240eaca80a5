import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every leaf key of a nested translation object, as dotted paths (for the translation tests). */
export function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** The leaf keys whose text is missing or blank. */
export function blankTexts(resources: object): string[] {
  return leafKeys(resources).filter((key) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
    return typeof text !== 'string' || text.trim() === '';
  });
}

/** The source files (not tests) under a directory. */
export function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The keys under `namespace` that the code in `directory` names literally, e.g. 'agenda.views.day'. */
export function literalKeys(directory: string, namespace: string): string[] {
  const pattern = new RegExp(`'(${namespace}\\.[a-zA-Z0-9_.]+)'`, 'g');
  return sourceFiles(directory).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1] ?? ''),
  );
}
