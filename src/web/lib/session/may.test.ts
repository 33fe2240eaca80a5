import { describe, expect, it } from 'vitest';
import { may, mayOpen, PAGE_OPERATIONS, reachesEveryRecord, type SignedInPath } from './may.ts';

const PATHS = Object.keys(PAGE_OPERATIONS) as SignedInPath[];

describe('what a signed-in person may open, from the permission table', () => {
  it('opens every page to the owner', () => {
    expect(PATHS.filter((path) => !mayOpen('admin', path))).toEqual([]);
  });

  it('opens to a professional the schedule, the counter, the clients, their commissions and reviews, and writing to Agendo, and nothing else', () => {
    expect(PATHS.filter((path) => mayOpen('professional', path)).sort()).toEqual(
      [
        '/agenda',
        '/avaliacoes',
        '/caixa',
        '/clientes',
        '/clientes/:id',
        '/comandas/:id',
        '/comandas/:id/recibo',
        '/comissoes',
        '/enviar-mensagem',
      ].sort(),
    );
  });

  it('answers as the server does', () => {
    expect(may('professional', 'createClient')).toBe(true);
    expect(may('professional', 'deleteClient')).toBe(false);
    expect(may('professional', 'updateAppointmentPrice')).toBe(false);
    expect(may('admin', 'updateAppointmentPrice')).toBe(true);
    // A super admin's operation is no business role's.
    expect(may('admin', 'publishContent')).toBe(false);
  });

  it('limits a professional to their own records where the operation says so, and only there', () => {
    expect(reachesEveryRecord('admin', 'listAppointments')).toBe(true);
    expect(reachesEveryRecord('professional', 'listAppointments')).toBe(false);
    expect(reachesEveryRecord('professional', 'listClients')).toBe(true);
    expect(reachesEveryRecord('professional', 'listUsers')).toBe(false);
  });
});
