import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';
import { blankTexts, leafKeys, literalKeys } from '../../../i18n/translation-keys.ts';

describe("the schedule's translations", () => {
  const ptKeys = leafKeys(ptBR);
  const enKeys = leafKeys(enUS);

  it('have the same keys in pt-BR and en-US, all under agenda', () => {
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
    expect(Object.keys(ptBR)).toEqual(['agenda']);
    expect(Object.keys(enUS)).toEqual(['agenda']);
  });

  it('have no empty text', () => {
    expect(blankTexts(ptBR)).toEqual([]);
    expect(blankTexts(enUS)).toEqual([]);
  });

  it('define every agenda key the code names literally', () => {
    const known = new Set(ptKeys.map((key) => key.replace(/_(zero|one|other)$/, '')));
    const used = literalKeys(join(import.meta.dirname, '..'), 'agenda');
    expect(used.length).toBeGreaterThan(100);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('keep the SPEC 8 texts exactly', () => {
    expect(ptBR.agenda.toasts.created).toBe('Agendamento criado com sucesso!');
    expect(ptBR.agenda.toasts.createError).toBe('Erro ao criar agendamento');
    expect(ptBR.agenda.toasts.statusUpdated).toBe('Status atualizado com sucesso!');
    expect(ptBR.agenda.toasts.statusError).toBe('Erro ao atualizar status');
    expect(ptBR.agenda.toasts.cancelled).toBe('Agendamento cancelado com sucesso!');
    expect(ptBR.agenda.toasts.cancelError).toBe('Erro ao cancelar agendamento');
    expect(ptBR.agenda.panel.cancelConfirm.title).toBe('Tem certeza que deseja cancelar este agendamento?');
    expect(ptBR.agenda.actions).toEqual({ new: 'Novo agendamento', sync: 'Sincronizar com Google', reports: 'Ver relatórios' });
    expect(ptBR.agenda.views).toEqual({ day: 'Dia', week: 'Semana', fifteen: '15 dias', month: 'Mês' });
  });

  it('name every status, view and source the code builds keys for', () => {
    for (const status of ['scheduled', 'confirmed', 'completed', 'cancelled'] as const) {
      expect(ptBR.agenda.status[status]).toBeTruthy();
      expect(ptBR.agenda.summary.statuses[status]).toBeTruthy();
    }
    expect(Object.keys(ptBR.agenda.panel.sources).sort()).toEqual(['online', 'staff']);
  });
});
