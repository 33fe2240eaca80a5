import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { defaultEngine, startTestApp, testEngines, type TestApp } from '../../test/harness.ts';
import { addClient, completeVisit, customer, hoursAgo, outboxOf } from '../../test/review-fixtures.ts';
import { startSmtpSink, type ReceivedMail } from '../../test/smtp-sink.ts';

/** Markup and script in every place a person types: a comment, a client's and a business's name. */
const COMMENT = `</script><script>alert("c")</script><img src=x onerror=alert(1)> "aspas" & 'apóstrofo' https://evil.example/?a=1&b=2 <!-- fim\nsegunda linha`;
const CLIENT_NAME = '<img src=x onerror=alert(2)> Silva';
const BUSINESS_NAME = 'Salão <script>alert(3)</script> & Cia';
/** What would be markup if it were not escaped (in a JSON script only a `<` could end the element). */
const RAW = ['<script>alert', '<img src=x', '</script><script>', '<!-- fim', '<a href="https://evil'];

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

/** A build in the shape `npm run build` writes, with a stand-in for the booking page's server render. */
function fakeBuild(options: { reviewPage: boolean }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'agendo-reviews-web-'));
  mkdirSync(path.join(root, 'server'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><title>Agendo</title></head><body><div id="root"></div><!--back-office--></body></html>',
  );
  writeFileSync(
    path.join(root, 'agendar.html'),
    '<!doctype html><html lang="pt-BR"><head><title>Agendar</title></head><body><div id="root"></div><script type="module" src="/assets/b.js"></script></body></html>',
  );
  if (options.reviewPage) {
    writeFileSync(
      path.join(root, 'avaliar.html'),
      '<!doctype html><html lang="pt-BR"><head><title>Avaliar</title></head><body><div id="root"></div><!--review-entry--></body></html>',
    );
  }
  writeFileSync(
    path.join(root, 'server', 'booking-page.js'),
    'export const renderBookingPage = (data) => ({ html: "<main>first view</main>", title: "Agendar" });\n',
  );
  return root;
}

const between = (html: string, start: string, end: string) => {
  const from = html.indexOf(start);
  if (from < 0) return null;
  return html.slice(from + start.length, html.indexOf(end, from + start.length));
};

/**
 * docs/reviews.md, "Safety", on the server's side: a comment full of markup and script is stored as
 * written and leaves as text everywhere the server puts it — the e-mails' HTML, the booking page's
 * first view (its data and its JSON-LD) and the API's JSON. Also: the e-mails go out through real
 * SMTP exactly once, and the /avaliar pages are served from their own entry.
 */
describe.each(testEngines())('reviews shown safely on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let webRoot: string;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let token = '';
  const db = () => t.database.handle.db;
  const received = (kind: string) => smtp.received.filter((m: ReceivedMail) => m.kind === kind);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    webRoot = fakeBuild({ reviewPage: true });
    t = await startTestApp(engine, { TRUST_PROXY: 'true', SMTP_URL: smtp.url, LOCAL_MAILBOX: 'false' }, { webRoot });
    owner = await signUpOwner(t, 'safety@example.com');
    const f = await createScheduleFixture(db(), owner.businessId);
    expect((await owner.client.request('PATCH', '/api/business/settings', { name: BUSINESS_NAME })).status).toBe(200);
    expect((await owner.client.request('PATCH', '/api/online-booking/settings', { enabled: true })).status).toBe(200);
    expect((await owner.client.request('PATCH', '/api/reviews/settings', { delayHours: 0 })).status).toBe(200);
    // Four plain reviews, then the payload: five visible, so the booking page shows them.
    for (let i = 0; i < 4; i++) {
      const clientId = await addClient(db(), owner.businessId, `Cliente ${i}`);
      const visit = await completeVisit(t, owner, {
        professionalId: f.professionalIds[i % 2]!,
        serviceId: f.serviceId,
        clientId,
        startsAt: hoursAgo(40 + i),
      });
      expect((await customer(t).request('PUT', `/api/public/reviews/${visit.token}`, { rating: 5 })).status).toBe(201);
    }
    const clientId = await addClient(db(), owner.businessId, CLIENT_NAME, { email: 'payload@example.com' });
    const visit = await completeVisit(t, owner, {
      professionalId: f.professionalIds[0]!,
      serviceId: f.serviceId,
      clientId,
      startsAt: hoursAgo(30),
    });
    token = visit.token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends the e-mail asking for a review through SMTP exactly once, the names in it escaped', async () => {
    expect(await waitFor(() => received('review_request').length >= 1, 15_000)).toBe(true);
    // The worker keeps polling. Once the message is marked sent with no SMTP conversation open,
    // nothing more can arrive; it was claimed once (a second claim counts an attempt).
    let mail: Awaited<ReturnType<typeof outboxOf>>[number] | undefined;
    const settled = async () => {
      [mail] = await outboxOf(db(), 'review_request', 'payload@example.com');
      return mail?.status === 'sent' && smtp.open() === 0;
    };
    const deadline = Date.now() + 15_000;
    while (!(await settled()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mail!.status).toBe('sent');
    expect(mail!.attempts).toBe(1);
    expect(received('review_request')).toHaveLength(1);
    expect(received('review_request')[0]!.to).toBe('payload@example.com');
    for (const raw of RAW) expect(mail!.html_body).not.toContain(raw);
    expect(mail!.html_body).toContain('Salão &lt;script&gt;alert(3)&lt;/script&gt; &amp; Cia');
    expect(mail!.html_body).toContain('Olá, &lt;img!');
  });

  it('stores the comment as written and returns it as JSON text', async () => {
    const written = await customer(t).request('PUT', `/api/public/reviews/${token}`, { rating: 5, comment: COMMENT });
    expect(written.status).toBe(201);
    expect(written.headers.get('content-type')).toMatch(/^application\/json/);
    expect(written.body.review.comment).toBe(COMMENT);
    const row = await db()
      .selectFrom('reviews')
      .select('comment')
      .where('comment', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(row.comment).toBe(COMMENT);
    const listed = (await owner.client.get('/api/reviews?limit=1')).body.items[0];
    expect([listed.comment, listed.clientName]).toEqual([COMMENT, CLIENT_NAME]);
    expect(
      (await customer(t).get(`/api/public/businesses/${owner.businessId}/reviews?limit=1`)).body.items[0].comment,
    ).toBe(COMMENT);
  });

  it('escapes the comment in the business’s alert e-mail, keeps it plain in the text part, and makes no link of it', async () => {
    expect(await waitFor(() => received('review_alert').length >= 5, 15_000)).toBe(true);
    const alerts = await outboxOf(db(), 'review_alert', 'safety@example.com');
    const alert = alerts.find((m) => m.text_body.includes('evil.example'))!;
    for (const raw of RAW) expect(alert.html_body).not.toContain(raw);
    expect(alert.html_body).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(&quot;c&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(alert.html_body).toContain(
      '&amp; &#39;apóstrofo&#39; https://evil.example/?a=1&amp;b=2 &lt;!-- fim\nsegunda linha',
    );
    expect(alert.text_body).toContain(COMMENT);
    expect(alert.subject).toBe(`Nova avaliação: 5/5 de ${CLIENT_NAME}`);
  });

  it('puts the rating and the comment in the booking page’s first view as data and JSON-LD that cannot break out', async () => {
    const page = await t.client().get(`/agendar/${owner.businessId}`);
    expect(page.status).toBe(200);
    const html = page.body as string;
    for (const raw of RAW) expect(html).not.toContain(raw);
    // The template's one script, the page data and the JSON-LD: nothing else runs.
    expect(html.match(/<script/g)).toHaveLength(3);

    const data = JSON.parse(between(html, '<script id="booking-data" type="application/json">', '</script>')!);
    expect(data.load.business.name).toBe(BUSINESS_NAME);
    expect(data.load.business.reviews).toMatchObject({ average: 5, count: 5 });
    expect(data.load.business.reviews.latest[0]).toMatchObject({ comment: COMMENT, authorName: '<img S.' });

    const jsonLd = JSON.parse(between(html, '<script type="application/ld+json">', '</script>')!);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: BUSINESS_NAME,
      url: `${t.baseUrl}/agendar/${owner.businessId}`,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 5, bestRating: 5, worstRating: 1 },
    });
    expect(jsonLd.review).toHaveLength(3);
    expect(jsonLd.review[0]).toMatchObject({
      '@type': 'Review',
      reviewBody: COMMENT,
      author: { name: '<img S.' },
      reviewRating: { ratingValue: 5 },
    });
  });

  it('serves the review pages from their own entry; a personal link is not indexed and not sent on as a referrer', async () => {
    const business = await t.client().get(`/avaliar/b/${owner.businessId}`);
    expect(business.status).toBe(200);
    expect(business.body).toContain('<!--review-entry-->');
    expect(business.headers.get('x-robots-tag')).toBeNull();
    const personal = await t.client().get(`/avaliar/${token}`);
    expect(personal.status).toBe(200);
    expect(personal.body).toContain('<!--review-entry-->');
    expect(personal.headers.get('content-type')).toMatch(/^text\/html/);
    expect(personal.headers.get('x-robots-tag')).toBe('noindex');
    expect(personal.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await t.client().request('HEAD', `/avaliar/${token}`)).status).toBe(200);
  });
});

describe('the review pages before their entry is built', () => {
  it('are served by the back office’s page', async () => {
    const webRoot = fakeBuild({ reviewPage: false });
    const t = await startTestApp(defaultEngine(), {}, { webRoot });
    try {
      const page = await t.client().get('/avaliar/b/00000000-0000-4000-8000-000000000000');
      // Not one of the back office's own addresses: its page, whose not-found screen shows, with a 404.
      expect(page.status).toBe(404);
      expect(page.body).toContain('<!--back-office-->');
    } finally {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
