/**
 * The zones and days the free-time property tests draw from: São Paulo keeps one offset all year
 * (a control); New York and Lisbon change their clocks at night, Santiago and Havana at midnight,
 * so some days have no 00:00. The days are around the 2026 changes of these zones.
 */
export const CLOCK_CHANGE_ZONES = [
  'America/Sao_Paulo',
  'America/New_York',
  'Europe/Lisbon',
  'America/Santiago',
  'America/Havana',
] as const;

export const CLOCK_CHANGE_DAYS = [
  '2026-03-07',
  '2026-03-08',
  '2026-03-28',
  '2026-03-29',
  '2026-04-04',
  '2026-04-05',
  '2026-09-05',
  '2026-09-06',
  '2026-10-24',
  '2026-10-25',
  '2026-10-31',
  '2026-11-01',
  '2026-06-15',
] as const;
