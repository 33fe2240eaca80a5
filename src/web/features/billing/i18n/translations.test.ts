import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/** Every leaf key of a nested translation object, as dotted paths. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the subscription pages' translations", () => {
  const ptKeys = leafKeys(ptBR);
  const enKeys = leafKeys(enUS);

  it('have the same keys in pt-BR and en-US, all under billing', () => {
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
    expect(Object.keys(ptBR)).toEqual(['billing']);
    expect(Object.keys(enUS)).toEqual(['billing']);
  });

  it('have no empty text', () => {
    const texts = (resources: object) =>
      leafKeys(resources).map((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources));
    expect(texts(ptBR).filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
    expect(texts(enUS).filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });

  it('define every billing key the web code names literally', () => {
    const known = new Set(ptKeys.map((key) => key.replace(/_(one|other)$/, '')));
    const used = sourceFiles(join(import.meta.dirname, '..', '..', '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'(billing\.[a-zA-Z0-9_.]+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(50);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('name every state and invoice status the code builds keys for', () => {
    for (const kind of ['trialing', 'active', 'cancelling', 'pastDue', 'trialExpired', 'expired', 'none'] as const) {
      expect(ptBR.billing.status.badge[kind]).toBeTruthy();
    }
    expect(Object.keys(ptBR.billing.invoices.statuses).sort()).toEqual(['open', 'paid', 'uncollectible', 'void']);
  });

  it('keep the texts the issue gives', () => {
    expect(ptBR.billing.test.checkout.pay).toBe('Pagar (teste)');
    expect(ptBR.billing.test.checkout.decline).toBe('Recusar (teste)');
    expect(enUS.billing.test.checkout.pay).toBe('Pay (test)');
    expect(enUS.billing.test.checkout.decline).toBe('Decline (test)');
    expect(ptBR.billing.test.checkout.paid).toBe('Pagamento aprovado — sua assinatura {{plan}} está ativa');
    expect(ptBR.billing.test.checkout.declined).toBe('Pagamento recusado. Nada foi cobrado e seu período de teste continua.');
    expect(ptBR.billing.test.checkout.notFound).toBe('Checkout não encontrado');
    expect(ptBR.billing.test.portal.updateCard).toBe('Atualizar cartão (teste)');
    expect(ptBR.billing.test.portal.failPayment).toBe('Simular falha de pagamento (teste)');
  });
});
