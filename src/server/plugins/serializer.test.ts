import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serializer.ts';

const schema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  tags: z.array(z.enum(['a', 'b'])),
});
const compile = (checkResponses: boolean) =>
  createSerializerCompiler({ checkResponses })({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('response serializer', () => {
  it('writes only what the schema names: an extra field never leaks', () => {
    const write = compile(false);
    const text = write({ id: '1', name: 'Ana "A"', phone: null, tags: ['a'], passwordHash: 'secret' });
    expect(JSON.parse(text)).toEqual({ id: '1', name: 'Ana "A"', phone: null, tags: ['a'] });
    expect(text).not.toContain('secret');
  });

  it('holds each answer to its schema outside production', () => {
    const write = compile(true);
    expect(JSON.parse(write({ id: '1', name: 'Ana', phone: '+55', tags: [] }))).toEqual({
      id: '1',
      name: 'Ana',
      phone: '+55',
      tags: [],
    });
    expect(() => write({ id: '1', name: 42, phone: null, tags: [] })).toThrow(/breaks its schema/);
  });
});
