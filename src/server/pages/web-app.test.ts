import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngine, startTestApp, type TestApp } from '../test/harness.ts';

/** One raw answer, bytes as sent: fetch would undo the compression this test is about. */
function get(baseUrl: string, pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(new URL(pathname, baseUrl), { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const script = `console.log(${JSON.stringify('agendo '.repeat(400))});\n`;
const css = `.page{color:red}\n${'.x{margin:0}\n'.repeat(200)}`;

describe('the web app as the server sends it', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    // A small build of our own, in the shape `npm run build` writes.
    webRoot = mkdtempSync(path.join(tmpdir(), 'agendo-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    mkdirSync(path.join(webRoot, 'server'));
    mkdirSync(path.join(webRoot, '.vite'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      `<!doctype html><html lang="pt-BR"><head><title>Agendo</title><meta name="description" content="${'Agendo. '.repeat(200)}">` +
        '<script type="module" crossorigin src="/assets/page.js"></script><link rel="modulepreload" crossorigin href="/assets/chunk.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/page.css"></head><body><div id="root"></div></body></html>',
    );
    // The first view of a page rendered for visitors, as the app's server build gives it.
    writeFileSync(
      path.join(webRoot, 'server', 'app-page.js'),
      'export async function renderAppPage(location, language) { return { html: `<main>${language} ${location}</main>`, title: "" }; }\n',
    );
    writeFileSync(
      path.join(webRoot, 'agendar.html'),
      '<!doctype html><html lang="pt-BR"><head><title>Agendar</title><script type="module" crossorigin src="/assets/page.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/page.css"></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webRoot, 'assets', 'page.js'), script);
    writeFileSync(path.join(webRoot, 'assets', 'page.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webRoot, 'assets', 'page.js.gz'), gzipSync(script));
    writeFileSync(path.join(webRoot, 'assets', 'page.css'), css);
    writeFileSync(path.join(webRoot, 'server', 'secret.js'), 'export const x = 1;');
    writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{}');
    t = await startTestApp(defaultEngine(), {}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends a built file as Brotli, gzip or as it is, by what the browser accepts, and cached for good', async () => {
    const br = await get(t.baseUrl, '/assets/page.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get(t.baseUrl, '/assets/page.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get(t.baseUrl, '/assets/page.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const refused = await get(t.baseUrl, '/assets/page.js', { 'accept-encoding': 'identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(script);
  });

  it('compresses the pages and the API answers it makes, when they are worth it', async () => {
    const page = await get(t.baseUrl, '/agenda', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-language/i);
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root"></div>');
    // Small answers go as they are.
    const health = await get(t.baseUrl, '/api/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    const zstd = await get(t.baseUrl, '/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(JSON.parse(zstdDecompressSync(zstd.body).toString())).toHaveProperty('openapi');
    const openapi = await get(t.baseUrl, '/api/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(openapi.body).toString())).toHaveProperty('openapi');
    const gzip = await get(t.baseUrl, '/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get(t.baseUrl, '/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toHaveProperty('openapi');
  });

  it('answers HEAD wherever it answers GET', async () => {
    for (const pathname of [
      '/',
      '/agenda',
      '/agendar/b7fa3d36-b380-4b4d-afec-4d215deb0a5c',
      '/agendar/x/reserva/y',
      '/assets/page.js',
      '/api/health',
    ]) {
      const head = await get(t.baseUrl, pathname, { 'accept-encoding': 'br' }, 'HEAD');
      const full = await get(t.baseUrl, pathname, { 'accept-encoding': 'br' });
      expect({ pathname, status: head.status }).toEqual({ pathname, status: full.status });
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toBe(full.headers['content-type']);
      expect(head.body.length).toBe(0);
    }
    expect((await get(t.baseUrl, '/api/nothing-here', {}, 'HEAD')).status).toBe(404);
    expect((await get(t.baseUrl, '/nothing-here', {}, 'HEAD')).status).toBe(404);
    expect((await get(t.baseUrl, '/assets/page-from-an-older-build.js')).status).toBe(404);
    // A name spelled in another case is not the file, even where the file system would find it.
    expect((await get(t.baseUrl, '/assets/PAGE.js')).status).toBe(404);
  });

  it('puts the booking page its own stylesheet inline, so the browser paints without another request', async () => {
    const page = await get(t.baseUrl, '/agendar/b7fa3d36-b380-4b4d-afec-4d215deb0a5c');
    const html = page.body.toString();
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(html).toContain(`<style>${css.trim()}</style>`);
    expect(html).not.toContain('page.css');
    expect(html).toContain('src="/assets/page.js"');
  });

  it("gives a page rendered for a visitor its stylesheet inline and its code after it paints; the app's own page links both", async () => {
    const landing = (await get(t.baseUrl, '/', { 'accept-language': 'en-US' })).body.toString();
    expect(landing).toContain('<main>en-US /</main>');
    expect(landing).toContain(`<style>${css.trim()}</style>`);
    expect(landing).not.toContain('page.css');
    expect(landing).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(landing).toContain('(["/assets/page.js"], ["/assets/chunk.js"])</script></body>');
    const app = (await get(t.baseUrl, '/agenda')).body.toString();
    expect(app).toContain('<script type="module" crossorigin src="/assets/page.js"></script>');
    expect(app).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css">');
    expect(app).not.toContain('<style>');
  });

  it('renders a page in the language chosen in the switcher (its cookie) before the one Accept-Language asks for; a cookie naming another language is ignored', async () => {
    const page = async (pathname: string, headers: Record<string, string>) => {
      const answer = await get(t.baseUrl, pathname, headers);
      const html = answer.body.toString();
      return {
        lang: /<html lang="([^"]*)"/.exec(html)?.[1],
        main: /<main>([^<]*)<\/main>/.exec(html)?.[1],
        vary: answer.headers.vary,
      };
    };
    // The same path, first without a choice: the page kept for one language is not the other's.
    expect(await page('/escolha-plano', { 'accept-language': 'en-US,en;q=0.9' })).toMatchObject({
      lang: 'en-US',
      main: 'en-US /escolha-plano',
    });
    const chosen = await page('/escolha-plano', {
      'accept-language': 'en-US,en;q=0.9',
      cookie: 'theme=dark; agendo_language=pt-BR',
    });
    expect(chosen).toMatchObject({ lang: 'pt-BR', main: 'pt-BR /escolha-plano' });
    // Caches between the browser and the server keep one copy per language choice and per Accept-Language.
    expect(chosen.vary).toMatch(/\bcookie\b/i);
    expect(chosen.vary).toMatch(/\baccept-language\b/i);
    expect(await page('/auth', { 'accept-language': 'pt-BR', cookie: 'agendo_language=en-US' })).toMatchObject({
      lang: 'en-US',
      main: 'en-US /auth',
    });

    for (const cookie of [
      'agendo_language=fr-FR',
      'agendo_language=',
      'agendo_language=en',
      'other_agendo_language=pt-BR',
      'agendo_language',
    ]) {
      expect({ cookie, ...(await page('/auth', { 'accept-language': 'en-US', cookie })) }).toMatchObject({
        cookie,
        lang: 'en-US',
        main: 'en-US /auth',
      });
    }

    // The API's messages follow the same rule.
    const notFound = await get(t.baseUrl, '/api/nothing-here', {
      'accept-language': 'pt-BR',
      cookie: 'agendo_language=en-US',
    });
    expect(JSON.parse(notFound.body.toString())).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  it("answers 404 with the app's page, whose not-found page then shows, for an address that is none of its pages; 200 for its pages", async () => {
    for (const pathname of [
      '/',
      '/auth',
      '/agenda',
      '/clientes/42',
      '/blog',
      '/super-admin/blog/novo',
      '/agenda?view=week',
    ]) {
      expect({ pathname, status: (await get(t.baseUrl, pathname)).status }).toEqual({ pathname, status: 200 });
    }
    for (const pathname of ['/pagina-que-nao-existe', '/agenda/extra', '/wp-login.php', '/clientes/42/x']) {
      const page = await get(t.baseUrl, pathname);
      expect({ pathname, status: page.status }).toEqual({ pathname, status: 404 });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body.toString()).toContain('id="root"');
    }
  });

  it('keeps the server render code and the build manifests to itself', async () => {
    expect((await get(t.baseUrl, '/server/secret.js')).body.toString()).not.toContain('export const');
    expect((await get(t.baseUrl, '/.vite/manifest.json')).body.toString()).not.toBe('{}');
  });
});
