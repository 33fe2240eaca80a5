import { readFileSync } from 'node:fs';
import { toJSONSchema } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { createPublicBookingBodySchema } from './public-booking-request.ts';

const ID = '3f2b8c1e-6a4d-4f1b-9c2e-7d8a9b0c1d2e';
const body = (client: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  serviceId: ID,
  professionalId: ID,
  startsAt: '2030-01-01T12:00:00-03:00',
  client,
  ...extra,
});

/** Each refused path with the message key (or zod's issue code) the API translates. */
function refusals(input: unknown): Record<string, string> {
  const result = createPublicBookingBodySchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message.startsWith('validation.') ? issue.message : issue.code,
    ]),
  );
}

describe('createPublicBookingBodySchema', () => {
  it('accepts a booking, trimmed, with a blank note as none', () => {
    const parsed = createPublicBookingBodySchema.parse(
      body({ fullName: '  Ana Souza ', phone: ' +55 (11) 98765-4321 ', email: ' ana@example.com ' }, { notes: '   ' }),
    );
    expect(parsed.client).toEqual({ fullName: 'Ana Souza', phone: '+55 (11) 98765-4321', email: 'ana@example.com' });
    expect(parsed.notes).toBeNull();
  });

  it('names its message keys for what a person typed wrong', () => {
    expect(refusals(body({ fullName: ' A ', phone: '1234', email: 'ana@' }))).toEqual({
      'client.fullName': 'validation.nameTooShort',
      'client.phone': 'validation.phone',
      'client.email': 'validation.email',
    });
    expect(refusals(body({ fullName: 'Ana', phone: 'abc 12345678', email: `${'a'.repeat(250)}@example.com` }))).toEqual(
      {
        'client.phone': 'validation.phone',
        'client.email': 'validation.emailTooLong',
      },
    );
    expect(refusals(body({ fullName: 'A'.repeat(121) }, { notes: 'x'.repeat(501), website: 'x'.repeat(201) }))).toEqual(
      {
        'client.fullName': 'too_big',
        notes: 'too_big',
        website: 'too_big',
      },
    );
  });

  it('refuses a time without its offset and ids that are not ids', () => {
    expect(refusals({ ...body({ fullName: 'Ana' }), startsAt: '2030-01-01T12:00:00', serviceId: 'x' })).toEqual({
      startsAt: 'validation.datetime',
      serviceId: 'validation.id',
    });
  });

  it("is described as the API's JSON Schema, as the OpenAPI document shows it", () => {
    const schema = toJSONSchema(createPublicBookingBodySchema, { io: 'input' }) as {
      required: string[];
      properties: Record<
        string,
        { format?: string; maxLength?: number; properties?: Record<string, { maxLength?: number }> }
      >;
    };
    expect(schema.required).toEqual(['serviceId', 'professionalId', 'startsAt', 'client']);
    expect(schema.properties.serviceId?.format).toBe('uuid');
    expect(schema.properties.startsAt?.format).toBe('date-time');
    expect(schema.properties.client?.properties?.fullName?.maxLength).toBe(120);
    expect(schema.properties.client?.properties?.email?.maxLength).toBe(255);
  });

  it('imports zod/mini alone (and the consent words, which import nothing), so the booking page can ship it', () => {
    const importsOf = (file: string) =>
      [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map(
        (m) => m[1],
      );
    expect(importsOf('./public-booking-body.ts')).toEqual(['zod/mini', './whatsapp-consent.ts']);
    expect(importsOf('./whatsapp-consent.ts')).toEqual([]);
  });
});
