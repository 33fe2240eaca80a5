import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS, isAppRoute } from './app-routes.ts';

describe('the app’s addresses', () => {
  it('are the routes src/web/app/app-routes.tsx declares, one by one or in its table of signed-in pages, no more, no fewer', () => {
    const source = readFileSync(path.join(import.meta.dirname, '..', 'web', 'app', 'app-routes.tsx'), 'utf8');
    const declared = [...source.matchAll(/<Route\s+path=(?:"([^"]+)"|\{(\w+)\})/g)].map(([, literal, constant]) => {
      if (literal !== undefined) return literal;
      const value = new RegExp(`${constant} = '([^']+)'`).exec(
        readFileSync(path.join(import.meta.dirname, '..', 'web', 'app', 'guards', 'route-guard.ts'), 'utf8'),
      );
      return value?.[1] ?? constant;
    });
    // The signed-in pages are routes made from one table of pages ('/agenda': <AgendaPage />, …).
    const signedIn = [...source.matchAll(/^\s+'(\/[^']*)': </gm)].map(([, page]) => page!);
    expect(signedIn.length).toBeGreaterThan(10);
    expect([...declared, ...signedIn].filter((route) => route !== '*').sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });

  it('match a page with its parameters, and nothing else', () => {
    expect(
      [
        '/',
        '/agenda',
        '/agenda/',
        '/clientes/42',
        '/blog/um-post',
        '/checkout/teste/portal',
        '/super-admin/blog/novo',
      ].every(isAppRoute),
    ).toBe(true);
    expect(['/nada-aqui', '/agenda/extra', '/clientes/42/x', '/blog/a/b', '/wp-login.php'].some(isAppRoute)).toBe(
      false,
    );
  });
});
