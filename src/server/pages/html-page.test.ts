import { describe, expect, it } from 'vitest';
import { deferAppCode, escapeHtml, fillPage, inlineStylesheets, jsonForScript } from './html-page.ts';

const template =
  '<!doctype html><html lang="pt-BR"><head><title>Agendar</title><link rel="stylesheet" crossorigin href="/assets/a.css"></head><body><div id="root"></div></body></html>';

describe('the HTML pages as templates', () => {
  it('fills in language, title and the first view, taking what a person wrote as text', () => {
    const html = fillPage(template, {
      language: 'en-US',
      title: `Bella's <Salon> & "Spa" $& $'`,
      rootHtml: '<h1>R$ 50 $&</h1>',
      afterRoot: '<script id="d" type="application/json">{}</script>',
    });
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<title>Bella&#39;s &#60;Salon&#62; &#38; &#34;Spa&#34; $&#38; $&#39;</title>');
    expect(html).toContain(
      '<div id="root"><h1>R$ 50 $&</h1></div><script id="d" type="application/json">{}</script></body>',
    );
  });

  it('writes JSON that no text can break out of its script element with', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>', note: '<!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!--' });
  });

  it('inlines a stylesheet it can read, and leaves a link it cannot', () => {
    expect(inlineStylesheets(template, () => '.a{color:red}\n')).toContain(
      '<head><title>Agendar</title><style>.a{color:red}</style></head>',
    );
    expect(inlineStylesheets(template, () => null)).toBe(template);
    expect(inlineStylesheets(template, () => '.a{}</style><script>')).toBe(template);
  });

  it('moves the module scripts and their preloads into one loader at the end of the body, in their order', () => {
    const page =
      '<html><head><script type="module" crossorigin src="/assets/main.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/a.js">\n<link rel="modulepreload" crossorigin href="/assets/b.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/main.css"></head><body><div id="root"></div></body></html>';
    const deferred = deferAppCode(page);
    expect(deferred).not.toMatch(/<script type="module"|modulepreload" crossorigin/);
    expect(deferred).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css"></head>');
    expect(deferred).toMatch(
      /<div id="root"><\/div><script>\(function \(entries, preloads\) \{[\s\S]*\}\)\(\["\/assets\/main.js"\], \["\/assets\/a.js","\/assets\/b.js"\]\)<\/script><\/body>/,
    );
    // A page without module scripts is left as it is.
    const plain = '<html><head></head><body></body></html>';
    expect(deferAppCode(plain)).toBe(plain);
  });

  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
