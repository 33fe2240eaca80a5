import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue } from './validation-messages.ts';

describe('describeIssue on issues as the API receives them (no `input`)', () => {
  const issues = (value: unknown) => z.object({ price: z.number(), name: z.string() }).safeParse(value).error!.issues;

  it('calls a missing field required, and a wrong type a wrong type', () => {
    expect(issues({ name: 'x' }).map((i) => describeIssue(i, 'pt-BR'))).toEqual(['Campo obrigatório']);
    expect(issues({ price: '10', name: 'x' }).map((i) => describeIssue(i, 'pt-BR'))).toEqual([
      'Tipo inválido: esperado número',
    ]);
    expect(issues({ price: 1, name: 2 }).map((i) => describeIssue(i, 'en-US'))).toEqual([
      'Invalid type: expected text',
    ]);
    expect(issues(null).map((i) => describeIssue(i, 'en-US'))).toEqual(['Invalid type: expected object']);
  });
});
