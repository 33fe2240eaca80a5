import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';
import { signUpSuperAdmin } from '../../test/site-content-fixtures.ts';

/** An upload as a browser sends a file: the raw bytes, with the type the file's name suggests. */
async function upload(t: TestApp, client: HttpClient, bytes: Buffer, contentType: string, language = 'pt-BR') {
  const response = await fetch(new URL('/api/super-admin/screenshots', t.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'accept-language': language,
      origin: new URL(t.baseUrl).origin,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  return image[format]().toBuffer();
};

describe.each(testEngines())('screenshots on %s', (engine) => {
  let t: TestApp;
  let ana: HttpClient;

  beforeAll(async () => {
    t = await startTestApp(engine);
    ana = await signUpSuperAdmin(t, 'ana@agendo.example');
  });
  afterAll(() => t.close());

  it('refuses a file that is not an image, whatever its declared type, with a clear message', async () => {
    const text = await upload(
      t,
      ana,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/png',
    );
    expect([text.status, text.body.error.code, text.body.error.message]).toEqual([
      400,
      'NOT_AN_IMAGE',
      'O arquivo não é uma imagem PNG, JPEG ou WebP.',
    ]);
    const gif = await upload(
      t,
      ana,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
        .gif()
        .toBuffer(),
      'image/gif',
      'en-US',
    );
    expect([gif.status, gif.body.error.message]).toEqual([400, 'The file is not a PNG, JPEG or WebP image.']);
    expect((await upload(t, ana, Buffer.alloc(0), 'image/png')).status).toBe(400);
  });

  it('refuses an image over 5 MB with a clear message', async () => {
    const big = Buffer.concat([await picture(10, 10, 'png'), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(t, ana, big, 'image/png');
    expect([response.status, response.body.error.code, response.body.error.message]).toEqual([
      400,
      'IMAGE_TOO_LARGE',
      'A imagem tem mais de 5 MB. Envie um arquivo menor.',
    ]);
    const huge = await upload(t, ana, Buffer.alloc(25 * 1024 * 1024), 'application/octet-stream');
    expect(huge.status).toBe(400);
  });

  it('keeps a valid image as WebP at two widths, served for a year; captions, order and publish reach the public content, audited', async () => {
    const first = await upload(t, ana, await picture(2000, 1000, 'png'), 'image/png');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      small: { width: 640, height: 320 },
      large: { width: 1280, height: 640 },
      published: false,
    });
    const second = await upload(t, ana, await picture(800, 600, 'jpeg'), 'application/octet-stream');
    expect(second.status).toBe(201);
    // Never enlarged: the large width is the original's.
    expect(second.body.large).toMatchObject({ width: 800, height: 600 });

    for (const variant of [first.body.small, first.body.large]) {
      const file = await fetch(new URL(variant.url, t.baseUrl));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', variant.width]);
    }
    expect(readdirSync(path.join(t.config.uploadsDir, 'screenshots'))).toHaveLength(4);
    expect((await fetch(new URL('/uploads/screenshots/..%2F..%2Fauth-secret', t.baseUrl))).status).toBe(404);

    const visitor = t.client();
    expect((await visitor.get('/api/public/site-content')).body.screenshots).toEqual([]);
    const updated = await ana.request('PUT', '/api/super-admin/screenshots', {
      items: [
        { id: second.body.id, captions: { 'pt-BR': 'Agenda', 'en-US': 'Schedule' } },
        { id: first.body.id, captions: { 'pt-BR': 'Painel', 'en-US': 'Dashboard' } },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.unpublishedChanges).toBe(true);
    const published = await ana.post('/api/super-admin/screenshots/publish');
    expect(published.status).toBe(200);
    expect(published.body.unpublishedChanges).toBe(false);
    const content = (await visitor.get('/api/public/site-content')).body;
    expect(
      content.screenshots.map((s: { id: string; captions: { 'en-US': string } }) => [s.id, s.captions['en-US']]),
    ).toEqual([
      [second.body.id, 'Schedule'],
      [first.body.id, 'Dashboard'],
    ]);
    const log = await ana.get('/api/super-admin/audit-log?action=publish_content');
    expect(log.body.items[0]).toMatchObject({
      beforeSnapshot: { screenshots: [] },
      afterSnapshot: { screenshots: content.screenshots },
    });

    // Removing one leaves the published set as it is until the next publish.
    await ana.request('PUT', '/api/super-admin/screenshots', {
      items: [{ id: first.body.id, captions: { 'pt-BR': 'Painel', 'en-US': 'Dashboard' } }],
    });
    expect((await visitor.get('/api/public/site-content')).body.screenshots).toHaveLength(2);
    const unknown = await ana.request('PUT', '/api/super-admin/screenshots', {
      items: [{ id: second.body.id, captions: { 'pt-BR': '', 'en-US': '' } }],
    });
    expect([unknown.status, Object.keys(unknown.body.error.fields)]).toEqual([400, ['items.0.id']]);
  });
});
