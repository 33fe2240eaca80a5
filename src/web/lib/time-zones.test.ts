import { describe, expect, it } from 'vitest';
import { filterTimeZones, timeZoneOptions } from './time-zones.ts';

describe('time zone options', () => {
  const options = timeZoneOptions('pt-BR', [], new Date('2025-01-15T12:00:00Z'));

  it('lists the IANA zones with their offset', () => {
    const saoPaulo = options.find((o) => o.id === 'America/Sao_Paulo');
    expect(saoPaulo?.offset).toBe('GMT-3');
    expect(options.length).toBeGreaterThan(300);
  });

  it('finds a zone by words of its id, ignoring accents, case and underscores', () => {
    expect(filterTimeZones(options, 'são paulo').map((o) => o.id)).toContain('America/Sao_Paulo');
    expect(filterTimeZones(options, 'NEW york').map((o) => o.id)).toEqual(['America/New_York']);
    expect(filterTimeZones(options, '').length).toBe(options.length);
  });
});
