import { describe, expect, it } from 'vitest';
import { parseListParams, writeListParams } from '../../../lib/use-list-params.ts';
import { waitlistStatusFilter } from './waitlist-filter.ts';

const specs = { status: waitlistStatusFilter };

describe("the waitlist's status filter", () => {
  it('shows those still waiting when the address says nothing, or something unknown', () => {
    expect(parseListParams(new URLSearchParams(''), specs).filters.status).toBe('waiting');
    expect(parseListParams(new URLSearchParams('situacao=outros'), specs).filters.status).toBe('waiting');
  });

  it('reads and writes the other statuses in Portuguese words', () => {
    expect(parseListParams(new URLSearchParams('situacao=agendados'), specs).filters.status).toBe('booked');
    expect(parseListParams(new URLSearchParams('situacao=removidos'), specs).filters.status).toBe('removed');
    const written = writeListParams(
      new URLSearchParams(),
      { search: '', page: 1, filters: { status: 'booked' as const } },
      specs,
    );
    expect(written.toString()).toBe('situacao=agendados');
  });
});
