import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';

describe("the schedule's translations", () => {
  checkFeatureTranslations({
    namespace: 'agenda',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..'),
    atLeast: 100,
  });

  it("keep the schedule's words exactly (docs/screens.md)", () => {
    expect(ptBR.agenda.toasts.created).toBe('Agendamento criado com sucesso!');
    expect(ptBR.agenda.toasts.createError).toBe('Erro ao criar agendamento');
    expect(ptBR.agenda.toasts.statusUpdated).toBe('Status atualizado com sucesso!');
    expect(ptBR.agenda.toasts.statusError).toBe('Erro ao atualizar status');
    expect(ptBR.agenda.toasts.cancelled).toBe('Agendamento cancelado com sucesso!');
    expect(ptBR.agenda.toasts.cancelError).toBe('Erro ao cancelar agendamento');
    expect(ptBR.agenda.panel.cancelConfirm.title).toBe('Tem certeza que deseja cancelar este agendamento?');
    expect(ptBR.agenda.actions).toEqual({
      new: 'Novo agendamento',
      sync: 'Sincronizar com Google',
      reports: 'Ver relatórios',
    });
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
