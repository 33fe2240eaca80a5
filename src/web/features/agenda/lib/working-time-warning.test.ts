import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import ptBR from '../i18n/pt-BR.json';
import { outsideHoursMessage, workingTimeWarning } from './working-time-warning.ts';

const ana = {
  workingHours: [{ weekday: 2, start: '09:00', end: '18:00' }],
  breaks: [{ name: 'Almoço', start: '12:00', end: '13:00', weekday: null }],
};

describe('working-time warning', () => {
  it('names the break or says the time is outside the hours', () => {
    // 2025-06-10 is a Tuesday (weekday 2).
    expect(workingTimeWarning(ana, '2025-06-10', 10 * 60, 45)).toBeNull();
    expect(workingTimeWarning(ana, '2025-06-10', 11 * 60 + 45, 30)).toEqual({ reason: 'break', breakName: 'Almoço' });
    expect(workingTimeWarning(ana, '2025-06-10', 17 * 60 + 30, 45)).toEqual({ reason: 'outside_hours' });
    expect(workingTimeWarning(ana, '2025-06-11', 10 * 60, 30)).toEqual({ reason: 'outside_hours' });
  });

  it('says nothing when the hours are unknown', () => {
    expect(workingTimeWarning({ workingHours: null, breaks: [] }, '2025-06-10', 7 * 60, 30)).toBeNull();
    expect(workingTimeWarning(undefined, '2025-06-10', 7 * 60, 30)).toBeNull();
  });
});

describe('the outside-hours message', () => {
  it('names the break or the hours, else keeps the server’s words', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'pt-BR', resources: { 'pt-BR': { translation: ptBR } } });
    expect(outsideHoursMessage(i18n.t, { reason: 'break', breakName: 'Almoço' }, 'Ana', 'server')).toBe(
      'Ana está em intervalo (Almoço) nesse horário.',
    );
    expect(outsideHoursMessage(i18n.t, { reason: 'outside_hours' }, 'Ana', 'server')).toBe(
      'Esse horário está fora do expediente de Ana.',
    );
    expect(outsideHoursMessage(i18n.t, null, 'Ana', 'Fora do horário de trabalho')).toBe('Fora do horário de trabalho');
  });
});
