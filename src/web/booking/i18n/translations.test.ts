import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharedPtBR from '../../public-pages/i18n/pt-BR.json';
import enUS from './en-US.json';
import { translate } from './i18n.ts';
import ptBR from './pt-BR.json';
import depositEnUS from './deposit.en-US.json';
import depositPtBR from './deposit.pt-BR.json';
import { translateDeposit } from './deposit-i18n.ts';
import waitlistEnUS from './waitlist.en-US.json';
import waitlistPtBR from './waitlist.pt-BR.json';
import { translateWaitlist } from './waitlist-i18n.ts';

/** Every leaf key of a nested dictionary, as dotted paths. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function leafTexts(value: unknown): unknown[] {
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leafTexts) : [value];
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the booking page's dictionaries", () => {
  it('have the same keys in pt-BR and en-US', () => {
    expect(leafKeys(enUS).sort()).toEqual(leafKeys(ptBR).sort());
    expect(leafKeys(waitlistEnUS).sort()).toEqual(leafKeys(waitlistPtBR).sort());
    expect(leafKeys(depositEnUS).sort()).toEqual(leafKeys(depositPtBR).sort());
  });

  it('have no empty text', () => {
    for (const dictionary of [ptBR, enUS, waitlistPtBR, waitlistEnUS, depositPtBR, depositEnUS]) {
      expect(leafTexts(dictionary).filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const lookUp = (dictionary: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary) as string;
    for (const [pt, en] of [
      [ptBR, enUS],
      [waitlistPtBR, waitlistEnUS],
      [depositPtBR, depositEnUS],
    ] as const) {
      for (const key of leafKeys(pt)) {
        expect({ key, placeholders: placeholders(lookUp(en, key)) }).toEqual({
          key,
          placeholders: placeholders(lookUp(pt, key)),
        });
      }
    }
  });

  it('define every key the page names literally, with the words every public page shares', () => {
    const known = new Set([
      ...leafKeys(ptBR),
      ...leafKeys(sharedPtBR),
      ...leafKeys(waitlistPtBR, 'waitlist'),
      ...leafKeys(depositPtBR, 'deposit'),
    ]);
    const used = sourceFiles(join(import.meta.dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\btr\(\s*'([a-zA-Z0-9_.]+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(50);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('fill placeholders and keep the words of the statuses, the team choice and the calendar button', () => {
    expect(translate('pt-BR', 'steps.progress', { number: 2, total: 4 })).toBe('Passo 2 de 4');
    expect(translate('en-US', 'time.zoneNote', { zone: 'America/Sao_Paulo' })).toBe('Times in America/Sao_Paulo');
    expect(translate('pt-BR', 'time.zoneNote', { zone: 'America/Sao_Paulo' })).toBe('Horários em America/Sao_Paulo');
    expect(ptBR.status.confirmed).toBe('Confirmado');
    expect(ptBR.status.scheduled).toBe('Aguardando confirmação do estabelecimento');
    expect(ptBR.professional.any).toBe('Qualquer profissional');
    expect(ptBR.confirmation.addToCalendar).toBe('Adicionar à agenda');
  });

  it("give the waitlist's words under waitlist., then the booking page's and the shared ones", () => {
    expect(translateWaitlist('pt-BR', 'waitlist.offer.claim')).toBe('Quero este horário');
    expect(translateWaitlist('en-US', 'waitlist.offer.claim')).toBe('I want this time');
    expect(translateWaitlist('pt-BR', 'waitlist.join.rangeHint', { days: 31 })).toBe('No máximo 31 dias.');
    expect(translateWaitlist('pt-BR', 'summary.price')).toBe('Valor');
    expect(translateWaitlist('en-US', 'common.retry')).toBe('Try again');
  });

  it("give the deposit's words under deposit., then the booking page's", () => {
    expect(translateDeposit('pt-BR', 'deposit.pay.testPay')).toBe('Pagar (teste)');
    expect(translateDeposit('en-US', 'deposit.pay.testPay')).toBe('Pay (test)');
    expect(translateDeposit('pt-BR', 'deposit.cancel.refund', { amount: 'R$ 27,00' })).toBe(
      'Seu sinal de R$ 27,00 será devolvido.',
    );
    expect(translateDeposit('en-US', 'summary.price')).toBe('Price');
  });

  it('fall back on the shared words, and say none of them again', () => {
    expect(translate('pt-BR', 'common.retry')).toBe('Tentar novamente');
    expect(translate('en-US', 'rating.countOther', { count: 3 })).toBe('3 reviews');
    const shared = new Set(leafKeys(sharedPtBR));
    expect(leafKeys(ptBR).filter((key) => shared.has(key))).toEqual([]);
  });
});
