/**
 * The PIX "BR Code" a client pays with: the Banco Central's EMV payload (a static QR code, or the
 * same text pasted as "copia e cola") that names the business's PIX key, the amount, the
 * business's name and city and a transaction id. Each field is written as its two-digit ID, its
 * length in two digits and its value; the last field is a CRC-16 of everything before it.
 *
 * Banks' apps read only plain ASCII well in the name and city, so those are written without
 * accents and odd characters; the key is written the way the PIX directory stores it.
 */

export type PixKeyKind = 'cpf' | 'cnpj' | 'email' | 'phone' | 'random';

/** The longest merchant name (field 59) and city (field 60) a BR Code holds. */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
/** A transaction id (field 62, sub-field 05) is 1 to 25 letters and digits. */
export const PIX_TXID_MAX = 25;
/** The amount field holds at most 13 characters: up to R$ 9.999.999.999,99. */
export const PIX_MAX_AMOUNT_CENTS = 999_999_999_999;
/** The directory's longest e-mail key. */
const EMAIL_KEY_MAX = 77;

const GUI = 'br.gov.bcb.pix';
/** Merchant category "0000" (not given) and currency 986, the real. */
const CATEGORY_CODE = '0000';
const CURRENCY_BRL = '986';

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection, no final XOR) of the text's
 * UTF-8 bytes, as four upper-case hex digits: the check a BR Code ends with.
 */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The check digit of `values` under the CPF/CNPJ mod-11 rule with these weights. */
function mod11Digit(values: number[], weights: number[]): number {
  const sum = values.reduce((total, value, index) => total + value * weights[index]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CPF's 11 digits with both check digits right; a run of one digit ('111…') is no CPF. */
function isCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const values = [...digits].map(Number);
  const first = mod11Digit(values.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(values.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return values[9] === first && values[10] === second;
}

/**
 * A CNPJ's 14 characters with both check digits right. The Receita Federal's alphanumeric CNPJ
 * (twelve letters or digits, then two check digits) counts each character as its ASCII code
 * less 48, which for a digit is the digit: one rule checks both forms.
 */
function isCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const values = [...value].map((char) => char.charCodeAt(0) - 48);
  const first = mod11Digit(values.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(values.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return values[12] === first && values[13] === second;
}

const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
/** A Brazilian mobile: +55, a two-digit area code (no zeros in it) and nine digits starting with 9. */
const PHONE_PATTERN = /^\+55[1-9]{2}9\d{8}$/;
/** The directory's random key: a version 4 UUID. */
const RANDOM_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * `key` as the PIX directory stores it, or null when it is no PIX key: a CPF or CNPJ written with
 * dots, dashes, slashes or spaces becomes its digits (and upper-case letters); a phone written
 * '+55 (11) 98765-4321' becomes '+5511987654321'; an e-mail or a random key is lower-cased.
 * Eleven digits are a CPF (a phone key always starts with +55).
 */
export function normalizePixKey(key: string): string | null {
  const trimmed = key.trim();
  // An e-mail may start with + too: the @ tells it apart.
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return email.length <= EMAIL_KEY_MAX && EMAIL_PATTERN.test(email) ? email : null;
  }
  if (trimmed.startsWith('+')) {
    const phone = trimmed.replace(/[\s().-]/g, '');
    return PHONE_PATTERN.test(phone) ? phone : null;
  }
  const lower = trimmed.toLowerCase();
  if (RANDOM_KEY_PATTERN.test(lower)) return lower;
  const document = trimmed.replace(/[\s./-]/g, '').toUpperCase();
  if (isCpf(document) || isCnpj(document)) return document;
  return null;
}

/** Which kind of PIX key `key` is (written in any of the forms normalizePixKey takes); null when none. */
export function pixKeyKind(key: string): PixKeyKind | null {
  const normal = normalizePixKey(key);
  if (normal === null) return null;
  if (normal.includes('@')) return 'email';
  if (normal.startsWith('+')) return 'phone';
  if (RANDOM_KEY_PATTERN.test(normal)) return 'random';
  return normal.length === 11 ? 'cpf' : 'cnpj';
}

/**
 * A name or city the way banks take it: accents dropped ('São' → 'Sao'), any character other than
 * an ASCII letter, digit, space or . , - & / read as a space, runs of spaces made one, the ends
 * trimmed, then cut to `max` characters (and trimmed again). May be empty.
 */
function plainText(value: string, max: number): string {
  const plain = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 .,&/-]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return plain.slice(0, max).trim();
}

/** The merchant name as a BR Code carries it (see plainText), at most 25 characters. */
export function normalizePixName(name: string): string {
  return plainText(name, PIX_NAME_MAX);
}

/** The merchant city as a BR Code carries it (see plainText), at most 15 characters. */
export function normalizePixCity(city: string): string {
  return plainText(city, PIX_CITY_MAX);
}

/**
 * A transaction id made from `seed` (say, a record's UUID): its letters and digits, the first 25.
 * Throws when the seed has none.
 */
export function pixTxid(seed: string): string {
  const txid = seed.replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX);
  if (txid === '') throw new Error('A PIX transaction id needs at least one letter or digit.');
  return txid;
}

/** One field: its ID, its value's length in two digits, its value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`The PIX field ${id} is longer than 99 characters.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Integer cents as the amount field writes them: '1234' cents → '12.34' (no rounding: cents are exact). */
function amountText(amountCents: number): string {
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

/**
 * The BR Code (static, one amount) for paying `amountCents` to `key`. The key is written as
 * normalizePixKey gives it, the name and city as normalizePixName and normalizePixCity give them.
 * Throws an Error naming the problem when the key is no PIX key, the amount is not a whole number
 * of cents from 1 to PIX_MAX_AMOUNT_CENTS, the name or city is empty once made plain, or the
 * transaction id is not 1 to 25 letters and digits.
 */
export function pixPayload(input: {
  key: string;
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  txid: string;
}): string {
  const key = normalizePixKey(input.key);
  if (key === null) throw new Error('The PIX key is not a CPF, CNPJ, e-mail, +55 mobile phone or random key.');
  const { amountCents } = input;
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > PIX_MAX_AMOUNT_CENTS) {
    throw new Error('The PIX amount must be a whole number of cents from 1 to 999999999999.');
  }
  const name = normalizePixName(input.merchantName);
  if (name === '') throw new Error('The PIX merchant name has no letters or digits.');
  const city = normalizePixCity(input.merchantCity);
  if (city === '') throw new Error('The PIX merchant city has no letters or digits.');
  if (!new RegExp(`^[A-Za-z0-9]{1,${PIX_TXID_MAX}}$`).test(input.txid)) {
    throw new Error('The PIX transaction id must be 1 to 25 letters and digits.');
  }
  const body = [
    field('00', '01'),
    field('26', field('00', GUI) + field('01', key)),
    field('52', CATEGORY_CODE),
    field('53', CURRENCY_BRL),
    field('54', amountText(amountCents)),
    field('58', 'BR'),
    field('59', name),
    field('60', city),
    field('62', field('05', input.txid)),
    '6304',
  ].join('');
  // Lengths count characters; they are bytes too only while every character is ASCII.
  if (!/^[\x20-\x7e]*$/.test(body)) throw new Error('The PIX payload has a character outside printable ASCII.');
  return body + crc16ccitt(body);
}
