import fc from 'fast-check';
import { createStaticPix, hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import {
  crc16ccitt,
  normalizePixCity,
  normalizePixKey,
  normalizePixName,
  pixKeyKind,
  pixPayload,
  pixTxid,
} from './pix.ts';

/** The two mod-11 check digits of a CPF or CNPJ base, worked out here apart from the module. */
function withCheckDigits(base: string, firstWeights: number[]): string {
  let value = base;
  for (const weights of [firstWeights, [firstWeights[0]! + 1, ...firstWeights]]) {
    const sum = [...value].reduce((total, char, index) => total + (char.charCodeAt(0) - 48) * weights[index]!, 0);
    value += sum % 11 < 2 ? '0' : String(11 - (sum % 11));
  }
  return value;
}
const cpfOf = (base: string) => withCheckDigits(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
const cnpjOf = (base: string) => withCheckDigits(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);

/** What the independent parser reads back from `payload`; fails the test when it finds an error. */
function decode(payload: string) {
  const pix = parsePix(payload);
  if (hasError(pix) || pix.type !== 'STATIC') throw new Error(`pix-utils rejects ${payload}: ${JSON.stringify(pix)}`);
  return pix;
}

const sample = {
  key: '123.456.789-09',
  amountCents: 12_345,
  merchantName: 'Salão da Conceição & Cia',
  merchantCity: 'São Paulo',
  txid: 'A1b2C3',
};

describe('crc16ccitt', () => {
  it('is CRC-16/CCITT-FALSE', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    expect(crc16ccitt('')).toBe('FFFF');
  });

  it("gives the check of the Banco Central manual's example BR Code", () => {
    const body =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
      '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16ccitt(body)).toBe('1D3D');
  });
});

describe('normalizePixKey and pixKeyKind', () => {
  it.each([
    ['123.456.789-09', '12345678909', 'cpf'],
    ['11.222.333/0001-81', '11222333000181', 'cnpj'],
    ['12.abc.345/01de-35', '12ABC34501DE35', 'cnpj'],
    [' Ana.Souza+pix@Exemplo.COM.br ', 'ana.souza+pix@exemplo.com.br', 'email'],
    ['+ana@exemplo.com', '+ana@exemplo.com', 'email'],
    ['+55 (11) 98765-4321', '+5511987654321', 'phone'],
    ['3F2504E0-4F89-41D3-9A0C-0305E82C3301', '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'random'],
  ])('reads %s as %s', (written, normal, kind) => {
    expect(normalizePixKey(written)).toBe(normal);
    expect(pixKeyKind(written)).toBe(kind);
  });

  it.each([
    ['a CPF with a wrong check digit', '123.456.789-00'],
    ['a CPF of one repeated digit', '111.111.111-11'],
    ['a CNPJ with a wrong check digit', '11.222.333/0001-82'],
    ['a phone without +55', '11987654321'],
    ['a landline', '+55 11 3456-7890'],
    ['a phone abroad', '+1 212 555 0100'],
    ['an e-mail without a domain', 'ana@'],
    ['an e-mail over 77 characters', `${'a'.repeat(70)}@exemplo.com`],
    ['a UUID that is not version 4', '3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
    ['nothing', '  '],
  ])('refuses %s', (_, written) => {
    expect(normalizePixKey(written)).toBeNull();
    expect(pixKeyKind(written)).toBeNull();
  });
});

describe('normalizePixName and normalizePixCity', () => {
  it('drops accents and odd characters, keeps a few signs, and cuts to the field', () => {
    expect(normalizePixName('  Salão   Beleza@Pura!  ')).toBe('Salao Beleza Pura');
    expect(normalizePixName('Espaço Zoë & Cia. - Unhas/Cabelo')).toBe('Espaco Zoe & Cia. - Unhas');
    expect(normalizePixCity('São João del-Rei (MG)')).toBe('Sao Joao del-Re');
    expect(normalizePixCity('Florianópolis  SC')).toBe('Florianopolis S');
    expect(normalizePixCity('Mogi das  Cruzes')).toBe('Mogi das Cruzes');
    expect(normalizePixName('😀 ★')).toBe('');
  });
});

describe('pixTxid', () => {
  it('keeps the letters and digits of a seed, the first 25', () => {
    expect(pixTxid('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe('3f2504e04f8941d39a0c0305e');
    expect(pixTxid('ab-1')).toBe('ab1');
    expect(() => pixTxid('--')).toThrow(/letter or digit/);
  });
});

describe('pixPayload', () => {
  it('writes every field of a static BR Code', () => {
    expect(pixPayload(sample)).toBe(
      '00020126330014br.gov.bcb.pix0111123456789095204000053039865406123.455802BR5924Salao da Conceicao & Cia' +
        '6009Sao Paulo62100506A1b2C36304691B',
    );
  });

  it('is what pix-utils itself writes for the same key, amount, name, city and id', () => {
    const theirs = createStaticPix({
      merchantName: 'SALAO AURORA',
      merchantCity: 'CURITIBA',
      pixKey: '+5541998765432',
      transactionAmount: 50,
      txid: 'AG123',
    });
    if (hasError(theirs)) throw new Error('pix-utils refused its own input');
    expect(
      pixPayload({
        key: '+55 41 99876-5432',
        amountCents: 5000,
        merchantName: 'SALÃO AURORA',
        merchantCity: 'CURITIBA',
        txid: 'AG123',
      }),
    ).toBe(theirs.toBRCode());
  });

  it('decodes with pix-utils to its key, amount, name, city and id, with a good CRC', () => {
    const pix = decode(pixPayload(sample));
    expect(pix).toMatchObject({
      pixKey: '12345678909',
      transactionAmount: 123.45,
      merchantName: 'Salao da Conceicao & Cia',
      merchantCity: 'Sao Paulo',
      txid: 'A1b2C3',
      merchantCategoryCode: '0000',
      transactionCurrency: '986',
      countryCode: 'BR',
    });
  });

  it.each([
    ['an amount of 0', { amountCents: 0 }, /amount/],
    ['a negative amount', { amountCents: -100 }, /amount/],
    ['a fraction of a cent', { amountCents: 10.5 }, /amount/],
    ['an amount past the field', { amountCents: 1e12 }, /amount/],
    ['an invalid CPF', { key: '123.456.789-00' }, /PIX key/],
    ['a name with no letters', { merchantName: '★ !!' }, /name/],
    ['a city with no letters', { merchantCity: '' }, /city/],
    ['a transaction id with a dash', { txid: 'ab-1' }, /transaction id/],
    ['an empty transaction id', { txid: '' }, /transaction id/],
    ['a transaction id of 26 characters', { txid: 'a'.repeat(26) }, /transaction id/],
  ])('refuses %s', (_, change, message) => {
    expect(() => pixPayload({ ...sample, ...change })).toThrow(message);
  });
});

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
/** A key in some written form, with the form the directory stores. */
const keyArbitrary = fc.oneof(
  digits(9)
    .filter((base) => !/^(\d)\1+$/.test(base))
    .chain((base) => {
      const cpf = cpfOf(base);
      const dotted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
      return fc.constantFrom({ written: cpf, normal: cpf }, { written: dotted, normal: cpf });
    }),
  digits(12)
    .filter((base) => !/^(\d)\1+$/.test(base))
    .map((base) => {
      const cnpj = cnpjOf(base);
      return {
        written: `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
        normal: cnpj,
      };
    }),
  fc
    .emailAddress()
    .filter((email) => email.length <= 77)
    .map((email) => ({ written: email.toUpperCase(), normal: email })),
  fc.tuple(fc.constantFrom(...'123456789'), fc.constantFrom(...'123456789'), digits(8)).map(([a, b, rest]) => ({
    written: `+55 (${a}${b}) 9${rest.slice(0, 4)}-${rest.slice(4)}`,
    normal: `+55${a}${b}9${rest}`,
  })),
  fc.uuid({ version: 4 }).map((uuid) => ({ written: uuid.toUpperCase(), normal: uuid })),
);
/** Names and cities with accents, symbols, emoji and runs of spaces, always with a letter in them. */
const textArbitrary = fc
  .string({ unit: fc.constantFrom(...'aãçéÊíõüZ09 .,-&/@#!?*ø★😀\t'), maxLength: 40 })
  .map((text) => `${text}Á`);

describe('pixPayload for any input', () => {
  it('decodes with pix-utils to the normalised key, amount, name, city and id, and its CRC checks', () => {
    fc.assert(
      fc.property(
        keyArbitrary,
        fc.integer({ min: 1, max: 1_000_000_000 }),
        textArbitrary,
        textArbitrary,
        fc.string({ unit: fc.constantFrom(...'abcXYZ0189'), minLength: 1, maxLength: 25 }),
        (key, amountCents, merchantName, merchantCity, txid) => {
          const payload = pixPayload({ key: key.written, amountCents, merchantName, merchantCity, txid });
          expect(normalizePixKey(key.written)).toBe(key.normal);
          expect(decode(payload)).toMatchObject({
            pixKey: key.normal,
            transactionAmount: amountCents / 100,
            merchantName: normalizePixName(merchantName),
            merchantCity: normalizePixCity(merchantCity),
            txid,
          });
          expect(crc16ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('no longer checks once any one character changes', () => {
    const payload = pixPayload(sample);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: payload.length - 1 }),
        fc.integer({ min: 0x20, max: 0x7e }),
        (index, code) => {
          fc.pre(payload.charCodeAt(index) !== code);
          const changed = payload.slice(0, index) + String.fromCharCode(code) + payload.slice(index + 1);
          expect(crc16ccitt(changed.slice(0, -4))).not.toBe(changed.slice(-4));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('makes plain names and cities of printable ASCII, single spaces and the field length', () => {
    fc.assert(
      fc.property(textArbitrary, (text) => {
        for (const [plain, max] of [
          [normalizePixName(text), 25],
          [normalizePixCity(text), 15],
        ] as const) {
          expect(plain).toMatch(/^[A-Za-z0-9.,&/-]([A-Za-z0-9 .,&/-]*[A-Za-z0-9.,&/-])?$/);
          expect(plain).not.toContain('  ');
          expect(plain.length).toBeLessThanOrEqual(max);
        }
      }),
      { numRuns: 200 },
    );
  });
});
