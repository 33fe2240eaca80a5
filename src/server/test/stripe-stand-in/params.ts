/**
 * Reading Stripe's form-encoded parameters. The SDK sends bracket keys (`line_items[0][price]=…`,
 * `expand[0]=schedule`, `metadata[business_id]=…`) in the body of a POST and in the query string
 * of a GET or DELETE; every value arrives as a string. A failed check throws a StripeApiError,
 * which the server answers as Stripe does: `{ error: { type, message, code?, param? } }`.
 */

export type Param = string | Params | Param[];
export interface Params {
  [key: string]: Param;
}

export class StripeApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly param: string | undefined;
  readonly type: string;

  constructor(status: number, message: string, code?: string, param?: string, type = 'invalid_request_error') {
    super(message);
    this.status = status;
    this.code = code;
    this.param = param;
    this.type = type;
  }

  body() {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    if (this.code) error.doc_url = `https://docs.stripe.com/error-codes/${this.code.replaceAll('_', '-')}`;
    return { error };
  }
}

export const badRequest = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, message, code, param);
export const missingParam = (param: string) =>
  badRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
/** An id in the URL that names nothing: 404. An id inside the parameters: 400 with the parameter. */
export const noSuch = (kind: string, id: string, param?: string) =>
  new StripeApiError(param ? 400 : 404, `No such ${kind}: '${id}'`, 'resource_missing', param);
export const unknownParam = (param: string) =>
  badRequest(`Received unknown parameter: ${param}`, param, 'parameter_unknown');

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][0][c]=v` pairs → `{ a: { b: [{ c: 'v' }] } }`; objects whose keys are all indexes become arrays. */
export function decodeForm(pairs: Iterable<[string, string]>): Params {
  const root: Record<string, any> = {};
  for (const [key, value] of pairs) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw badRequest(`Invalid parameter name: ${key}`, key);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.some((segment) => FORBIDDEN_KEYS.has(segment))) throw unknownParam(key);
    let node = root;
    path.forEach((rawSegment, index) => {
      const segment = rawSegment === '' ? String(Object.keys(node).length) : rawSegment;
      if (index === path.length - 1) node[segment] = value;
      else {
        if (typeof node[segment] !== 'object') node[segment] = {};
        node = node[segment];
      }
    });
  }
  return arrayify(root) as Params;
}

function arrayify(value: unknown): Param {
  if (typeof value !== 'object' || value === null) return value as string;
  const entries = Object.entries(value).map(([key, inner]) => [key, arrayify(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

/** Typed access to one level of parameters, naming each one as Stripe does in its errors (`phases[1][items]`). */
export class Reader {
  readonly raw: Params;
  readonly prefix: string;

  constructor(raw: Params, prefix = '') {
    this.raw = raw;
    this.prefix = prefix;
  }

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined;
  }

  str(key: string): string | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string')
      throw badRequest(`Invalid string: ${this.name(key)} must be a string`, this.name(key));
    return value;
  }

  /** A string that must be present and not empty. */
  need(key: string): string {
    const value = this.str(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  int(key: string, options: { min?: number; max?: number } = {}): number | undefined {
    const value = this.str(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value))
      throw badRequest(`Invalid integer: ${value}`, this.name(key), 'parameter_invalid_integer');
    const number = Number(value);
    if ((options.min !== undefined && number < options.min) || (options.max !== undefined && number > options.max)) {
      throw badRequest(
        `Invalid ${this.name(key)}: must be between ${options.min ?? '-∞'} and ${options.max ?? '∞'}`,
        this.name(key),
      );
    }
    return number;
  }

  bool(key: string): boolean | undefined {
    const value = this.str(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw badRequest(`Invalid boolean: ${value}`, this.name(key));
    return value === 'true';
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.str(key);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      const list = values.length > 1 ? `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}` : values[0];
      throw badRequest(`Invalid ${this.name(key)}: must be one of ${list}`, this.name(key));
    }
    return value as T;
  }

  /** A timestamp in seconds, or `now`. */
  time(key: string, now: number): number | undefined {
    if (this.str(key) === 'now') return now;
    return this.int(key, { min: 0 });
  }

  sub(key: string): Reader | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || Array.isArray(value))
      throw badRequest(`Invalid object: ${this.name(key)}`, this.name(key));
    return new Reader(value, this.name(key));
  }

  /** An array of objects, each read with its index in its name. */
  list(key: string): Reader[] | undefined {
    const value = this.raw[key];
    if (value === undefined || value === '') return undefined;
    if (!Array.isArray(value)) throw badRequest(`Invalid array: ${this.name(key)}`, this.name(key));
    return value.map((item, index) => {
      if (typeof item !== 'object' || Array.isArray(item))
        throw badRequest(`Invalid object: ${this.name(key)}[${index}]`, `${this.name(key)}[${index}]`);
      return new Reader(item, `${this.name(key)}[${index}]`);
    });
  }

  strings(key: string): string[] | undefined {
    const value = this.raw[key];
    if (value === undefined || value === '') return undefined;
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
      throw badRequest(`Invalid array: ${this.name(key)}`, this.name(key));
    return value as string[];
  }

  /** Metadata as sent: key → value, '' for a key to unset it; `metadata=` (empty) clears all of it. */
  metadata(key = 'metadata'): Record<string, string> | 'clear' | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (value === '') return 'clear';
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length > 50) throw badRequest('Invalid metadata: an object can have at most 50 keys', this.name(key));
    for (const [name, item] of entries) {
      if (typeof item !== 'string')
        throw badRequest(`Invalid string: ${this.name(key)}[${name}]`, `${this.name(key)}[${name}]`);
      if (name.length > 40)
        throw badRequest(
          `Metadata keys can have up to 40 characters; ${name} is too long`,
          `${this.name(key)}[${name}]`,
        );
      if (item.length > 500)
        throw badRequest(
          `Metadata values can have up to 500 characters; ${this.name(key)}[${name}] is too long`,
          `${this.name(key)}[${name}]`,
        );
    }
    return Object.fromEntries(entries) as Record<string, string>;
  }

  /** A parameter the stand-in does not model but Stripe accepts: tell the test rather than ignore it silently. */
  refuse(key: string, why: string): void {
    if (this.has(key))
      throw badRequest(`The Stripe stand-in does not support ${this.name(key)}: ${why}`, this.name(key));
  }
}

/** Metadata after an update: new keys added, keys sent as '' removed; 'clear' empties it. */
export function mergeMetadata(
  current: Record<string, string>,
  update: Record<string, string> | 'clear' | undefined,
): Record<string, string> {
  if (update === undefined) return current;
  if (update === 'clear') return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Metadata given on creation: '' values (or a cleared object) leave nothing. */
export const newMetadata = (update: Record<string, string> | 'clear' | undefined) => mergeMetadata({}, update);
