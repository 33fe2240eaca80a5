import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * How deeply a JSON body may nest objects and arrays. Our contracts go four levels deep; a body
 * thousands of levels deep is an attack on every recursive walk after the parse (a stack overflow
 * is a 500), so it is refused before parsing.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` nests objects and arrays deeper than `max`: one pass over the text, no parsing. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (with its prototype-poisoning checks), after a
 * linear check of their depth: a body nested deeper than MAX_JSON_DEPTH is a 400 BODY_TOO_DEEP.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'ignore',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new AppError('BODY_TOO_DEEP', 400), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
