// Over 300 lines: one suite on one app server per engine; split in two, it would start a second one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_CONTENT_ELEMENT_ID, type PublishedContent } from '../../../contracts/site-content.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';
import { signUpSuperAdmin } from '../../test/site-content-fixtures.ts';
import { UNSAFE_MARKUP, XSS_RICH_TEXT_CORPUS } from '../../test/xss-corpus.ts';
import { createSuperAdminsRepository } from './super-admins.repository.ts';

const edit = (
  selector: string,
  newText: string,
  options: { language?: 'pt-BR' | 'en-US'; originalText?: string; format?: 'plain' | 'rich' } = {},
) => ({
  selector,
  language: options.language ?? 'pt-BR',
  originalText: options.originalText ?? `bundled ${selector}`,
  newText,
  format: options.format ?? 'plain',
});

function embeddedContent(html: string): PublishedContent {
  const match = new RegExp(`<script type="application/json" id="${PUBLISHED_CONTENT_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!match) throw new Error('no published content in the page');
  return JSON.parse(match[1]!) as PublishedContent;
}

describe.each(testEngines())('site content on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;
  let ana: HttpClient;
  let bruno: HttpClient;
  let visitor: HttpClient;

  const published = async () => (await visitor.get('/api/public/site-content')).body as PublishedContent;
  const versionsCount = async () => (await ana.get('/api/super-admin/content/versions')).body.total as number;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'agendo-site-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="pt-BR"><head><title>Agendo</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp(engine, {}, { webRoot });
    ana = await signUpSuperAdmin(t, 'ana@agendo.example');
    bruno = await signUpSuperAdmin(t, 'bruno@agendo.example', { business: true });
    visitor = t.client();
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('lets a super admin without a business sign in as one: getMe has no profile, getSuperAdminStatus answers', async () => {
    const me = await ana.get('/api/me');
    expect([me.status, me.body.error.code]).toEqual([404, 'PROFILE_MISSING']);
    const status = await ana.get('/api/super-admin/status');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ active: true, email: 'ana@agendo.example' });
    // One who also owns a business keeps both.
    expect((await bruno.get('/api/me')).body.isSuperAdmin).toBe(true);
    expect((await bruno.get('/api/super-admin/status')).status).toBe(200);
    // The session probe answers 200 to each: a super admin without a business has no `me`.
    const anaSession = await ana.get('/api/session');
    expect([anaSession.status, anaSession.body.me, anaSession.body.isSuperAdmin, anaSession.body.user.email]).toEqual([
      200,
      null,
      true,
      'ana@agendo.example',
    ]);
    const brunoSession = await bruno.get('/api/session');
    expect([
      brunoSession.body.isSuperAdmin,
      brunoSession.body.me.isSuperAdmin,
      brunoSession.body.me.profile.role,
    ]).toEqual([true, true, 'admin']);
  });

  it('keeps a draft on the server per super admin, and publishes it in one go: state, version, audit, draft cleared', async () => {
    expect((await ana.get('/api/super-admin/content/draft')).body).toEqual({ draft: null });
    const edits = [
      edit('landing.hero.title', 'Agenda cheia, sem esforço'),
      edit(
        'landing.features.text',
        '<p><strong>Tudo</strong> num lugar</p><ul><li>um</li></ul><a href="https://agendo.example">ver</a>',
        { format: 'rich' },
      ),
    ];
    const saved = await ana.request('PUT', '/api/super-admin/content/draft', { baseVersion: null, edits });
    expect(saved.status).toBe(200);
    expect((await ana.get('/api/super-admin/content/draft')).body.draft.edits).toHaveLength(2);
    expect((await bruno.get('/api/super-admin/content/draft')).body.draft).toBeNull();

    const before = await published();
    expect(before.version).toBeNull();
    const result = await ana.post('/api/super-admin/content/publish', { baseVersion: null, edits });
    expect(result.status).toBe(200);
    expect(result.body.changes).toBe(2);
    const after = await published();
    expect(after.version).toBe(result.body.version);
    expect(after.texts['pt-BR']['landing.hero.title']).toEqual({ text: 'Agenda cheia, sem esforço', format: 'plain' });
    expect(after.texts['pt-BR']['landing.features.text']!.text).toBe(
      '<p><strong>Tudo</strong> num lugar</p><ul><li>um</li></ul><a href="https://agendo.example" rel="noopener noreferrer nofollow">ver</a>',
    );
    // A pt-BR edit never touches the en-US texts.
    expect(after.texts['en-US']).toEqual({});
    expect((await ana.get('/api/super-admin/content/draft')).body.draft).toBeNull();

    const log = await ana.get('/api/super-admin/audit-log?action=publish_text_edits');
    expect(log.body.total).toBe(1);
    const entry = log.body.items[0];
    expect(entry).toMatchObject({
      userEmail: 'ana@agendo.example',
      actionType: 'publish_text_edits',
      targetTable: 'content_versions',
      targetId: result.body.version,
    });
    expect(entry.sessionId).toEqual(expect.any(String));
    expect(entry.beforeSnapshot).toEqual({ texts: [] });
    expect(entry.afterSnapshot.texts.map((text: { selector: string }) => text.selector).sort()).toEqual([
      'landing.features.text',
      'landing.hero.title',
    ]);

    const versions = await ana.get('/api/super-admin/content/versions');
    expect(versions.body.items[0]).toMatchObject({
      id: result.body.version,
      isPublished: true,
      changes: 2,
      publishedBy: 'ana@agendo.example',
    });
  });

  it('embeds the published content in every page the app serves, for the next visitor', async () => {
    for (const pathname of ['/', '/escolha-plano', '/agenda']) {
      const page = await visitor.get(pathname);
      expect(page.status).toBe(200);
      const content = embeddedContent(page.body as string);
      expect(content.texts['pt-BR']['landing.hero.title']?.text, pathname).toBe('Agenda cheia, sem esforço');
    }
  });

  it('refuses the second of two publishes of one text from the same base with 409, and loses nothing of it', async () => {
    const base = (await published()).version;
    const anaEdits = [edit('landing.hero.subtitle', 'Da Ana')];
    const brunoEdits = [edit('landing.hero.subtitle', 'Do Bruno'), edit('pricing.title', 'Planos do Bruno')];
    expect(
      (await bruno.request('PUT', '/api/super-admin/content/draft', { baseVersion: base, edits: brunoEdits })).status,
    ).toBe(200);
    expect((await ana.post('/api/super-admin/content/publish', { baseVersion: base, edits: anaEdits })).status).toBe(
      200,
    );
    const versions = await versionsCount();
    const state = await published();

    bruno.language = 'en-US';
    const refused = await bruno.post('/api/super-admin/content/publish', { baseVersion: base, edits: brunoEdits });
    bruno.language = 'pt-BR';
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CONTENT_CONFLICT');
    expect(refused.body.error.message).toContain('landing.hero.subtitle (pt-BR)');
    expect(refused.body.error.details.conflicts).toEqual([
      { selector: 'landing.hero.subtitle', language: 'pt-BR', baseText: null, currentText: 'Da Ana' },
    ]);
    expect(await published()).toEqual(state);
    expect(await versionsCount()).toBe(versions);
    expect((await bruno.get('/api/super-admin/content/draft')).body.draft.edits).toEqual(brunoEdits);

    // A text nobody else touched publishes from the old base all the same.
    const other = await bruno.post('/api/super-admin/content/publish', { baseVersion: base, edits: [brunoEdits[1]] });
    expect(other.status).toBe(200);
    expect((await published()).texts['pt-BR']).toMatchObject({
      'landing.hero.subtitle': { text: 'Da Ana' },
      'pricing.title': { text: 'Planos do Bruno' },
    });
  });

  it('publishes in one transaction: a failure part way leaves the published state, the versions and the draft as they were', async () => {
    const db = t.database.handle.db;
    const state = await published();
    const versions = await versionsCount();
    const edits = [edit('landing.cta.title', 'Nunca publicado')];
    await ana.request('PUT', '/api/super-admin/content/draft', { baseVersion: state.version, edits });
    await sql`
      CREATE FUNCTION fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit is down'; END; $$;
      CREATE TRIGGER fail_audit BEFORE INSERT ON super_admin_audit_log FOR EACH ROW EXECUTE FUNCTION fail_audit();
    `.execute(db);
    try {
      const failed = await ana.post('/api/super-admin/content/publish', { baseVersion: state.version, edits });
      expect(failed.status).toBe(500);
    } finally {
      await sql`DROP TRIGGER fail_audit ON super_admin_audit_log; DROP FUNCTION fail_audit();`.execute(db);
    }
    expect(await published()).toEqual(state);
    expect(await versionsCount()).toBe(versions);
    const rows = await db
      .selectFrom('content_versions')
      .select('id')
      .where('content_type', '=', 'inline_text_edits')
      .where('is_published', '=', true)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([state.version]);
    expect((await ana.get('/api/super-admin/content/draft')).body.draft.edits).toEqual(edits);
  });

  it('restores a version as a draft only; publishing that draft brings the old texts back, audited', async () => {
    const versions = (await ana.get('/api/super-admin/content/versions')).body.items as Array<{ id: string }>;
    const first = versions.at(-1)!.id;
    const state = await published();
    const restored = await ana.post(`/api/super-admin/content/versions/${first}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.restoredFrom).toBe(first);
    expect(await published()).toEqual(state);
    const draft = (await ana.get('/api/super-admin/content/draft')).body.draft;
    expect(draft.baseVersion).toBe(state.version);
    const back = await ana.post('/api/super-admin/content/publish', {
      baseVersion: draft.baseVersion,
      edits: draft.edits,
    });
    expect(back.status).toBe(200);
    const now = await published();
    const firstTexts = (await ana.get(`/api/super-admin/content/versions/${first}`)).body.texts as Array<{
      selector: string;
      text: string;
    }>;
    expect(Object.keys(now.texts['pt-BR']).sort()).toEqual(firstTexts.map((text) => text.selector).sort());
    expect(now.texts['pt-BR']['landing.hero.subtitle']).toBeUndefined();
    expect(
      (await ana.get('/api/super-admin/audit-log?action=publish_text_edits&person=ANA@')).body.total,
    ).toBeGreaterThanOrEqual(3);
  });

  it('filters and pages the audit log', async () => {
    const all = await ana.get('/api/super-admin/audit-log?limit=2');
    expect(all.body.items).toHaveLength(2);
    expect(all.body.total).toBeGreaterThan(2);
    expect(
      (await ana.get('/api/super-admin/audit-log?person=bruno')).body.items.every(
        (e: { userEmail: string | null }) => e.userEmail === 'bruno@agendo.example' || e.userEmail === null,
      ),
    ).toBe(true);
    expect((await ana.get('/api/super-admin/audit-log?from=2000-01-01&to=2000-01-02')).body.total).toBe(0);
    expect((await ana.get('/api/super-admin/audit-log?action=nothing')).status).toBe(400);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const db = t.database.handle.db;
    const count = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM super_admin_audit_log`.execute(db)).rows[0]!.n);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await expect(sql`UPDATE super_admin_audit_log SET description = 'rewritten'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM super_admin_audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE super_admin_audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
    expect(
      Number(
        (
          await sql<{
            n: string;
          }>`SELECT count(*) AS n FROM super_admin_audit_log WHERE description = 'rewritten'`.execute(db)
        ).rows[0]!.n,
      ),
    ).toBe(0);
  });

  it('never lets a rich text through unsanitized, and drops links with schemes outside the list', async () => {
    const edits = XSS_RICH_TEXT_CORPUS.map((html, index) =>
      edit(`xss.case${index}`, html, { format: 'rich', language: 'en-US' }),
    );
    const base = (await published()).version;
    const result = await ana.post('/api/super-admin/content/publish', { baseVersion: base, edits });
    expect(result.status).toBe(200);
    const texts = (await published()).texts['en-US'];
    for (const [index, html] of XSS_RICH_TEXT_CORPUS.entries()) {
      const out = texts[`xss.case${index}`]?.text ?? '';
      expect(out, html).not.toMatch(UNSAFE_MARKUP);
    }
    expect(texts['xss.case3']!.text).toBe('c');
    const rel = 'rel="noopener noreferrer nofollow"';
    expect(texts['xss.case14']!.text).toBe(`<a href="https://ok.example" ${rel}>k</a>`);
    expect(texts['xss.case16']!.text).toBe(
      `<a href="mailto:oi@agendo.example" ${rel}>l</a><a href="ftp://files.example" ${rel}>m</a><a href="sms:+5511" ${rel}>n</a>`,
    );
    // And what the page embeds cannot close its script element.
    const page = (await visitor.get('/')).body as string;
    expect(page.split('</script>').length).toBe(2);

    // What reached the table around the service (a restored backup) is sanitized as it is read.
    const raw = XSS_RICH_TEXT_CORPUS.map((html, index) => ({
      selector: `xss.case${index}`,
      language: 'en-US',
      text: html,
      format: 'rich',
      originalText: '',
    }));
    await sql`UPDATE content_versions SET content_data = ${JSON.stringify(raw)} WHERE is_published`.execute(
      t.database.handle.db,
    );
    const again = await ana.post('/api/super-admin/content/publish', {
      baseVersion: (await published()).version,
      edits: [edit('xss.after', 'plain')],
    });
    expect(again.status).toBe(200);
    const reread = (await published()).texts['en-US'];
    expect(Object.keys(reread)).toContain('xss.case0');
    for (const [index, html] of XSS_RICH_TEXT_CORPUS.entries())
      expect(reread[`xss.case${index}`]?.text ?? '', html).not.toMatch(UNSAFE_MARKUP);
  });

  it('refuses oversized edits and lists with field errors', async () => {
    const tooMany = Array.from({ length: 301 }, (_, i) => edit(`many.k${i}`, 'x'));
    const many = await ana.post('/api/super-admin/content/publish', { baseVersion: null, edits: tooMany });
    expect([many.status, many.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const long = await ana.post('/api/super-admin/content/publish', {
      baseVersion: null,
      edits: [edit('a.b', 'x'.repeat(5001))],
    });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fields)).toContain('edits.0.newText');
    const twice = await ana.request('PUT', '/api/super-admin/content/draft', {
      baseVersion: null,
      edits: [edit('a.b', 'x'), edit('a.b', 'y')],
    });
    expect(twice.status).toBe(400);
    const badSelector = await ana.post('/api/super-admin/content/publish', {
      baseVersion: null,
      edits: [edit('<script>', 'x')],
    });
    expect(badSelector.status).toBe(400);
    expect((await ana.post('/api/super-admin/content/publish', { baseVersion: null, edits: [] })).status).toBe(400);
  });

  it('takes every power away from a deactivated super admin at their next request', async () => {
    const carla = await signUpSuperAdmin(t, 'carla@agendo.example');
    expect((await carla.get('/api/super-admin/status')).status).toBe(200);
    const repository = createSuperAdminsRepository(t.database.handle.db);
    expect((await repository.setActive('carla@agendo.example', false, 'test')).kind).toBe('changed');
    for (const [method, url, body] of [
      ['GET', '/api/super-admin/status', undefined],
      ['GET', '/api/super-admin/audit-log', undefined],
      ['POST', '/api/super-admin/content/publish', { baseVersion: null, edits: [edit('a.b', 'x')] }],
    ] as const) {
      const response = await carla.request(method, url, body);
      expect([response.status, response.body.error.code], url).toEqual([403, 'FORBIDDEN']);
    }
    const log = await ana.get('/api/super-admin/audit-log?action=remove_super_admin');
    expect(log.body.items[0]).toMatchObject({
      userId: null,
      targetTable: 'super_admins',
      beforeSnapshot: { isActive: true, email: 'carla@agendo.example' },
      afterSnapshot: { isActive: false, email: 'carla@agendo.example' },
    });
    expect((await repository.setActive('carla@agendo.example', false, 'test')).kind).toBe('unchanged');
    expect((await repository.setActive('nobody@agendo.example', true, 'test')).kind).toBe('unknown-user');
  });
});
