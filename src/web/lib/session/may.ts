import type { Role } from '../../../contracts/session.ts';
import { isAllowed, isOwnRecordsOnly, type Operation } from '../../../core/permissions.ts';

/*
 * What a signed-in person may see and do, read from the table the server enforces
 * (src/core/permissions.ts): a page, a menu item, a button or a view shows exactly when the server
 * would answer it. Outside this file the web app names no role for any of it.
 */

/** Whether a person of `role` may call `operation`. */
export function may(role: Role, operation: Operation): boolean {
  return isAllowed(role, operation);
}

/**
 * Whether `role` reaches every record of `operation`, not only their own: on an "own records only"
 * operation (the schedule, commissions, reviews) a professional reaches their own professional
 * record's, the owner (admin) the whole team's — the rule of `Permission.ownRecordsOnly`.
 */
export function reachesEveryRecord(role: Role, operation: Operation): boolean {
  return may(role, operation) && (!isOwnRecordsOnly(operation) || role === 'admin');
}

/**
 * The operation each signed-in page needs: the route shows the page to whoever may call it
 * ('Acesso Negado' to anyone else), the sidebar lists it for them, and the home page is the
 * dashboard for whoever may open it.
 */
export const PAGE_OPERATIONS = {
  '/dashboard': 'getDashboard',
  '/agenda': 'listAppointments',
  '/caixa': 'getCurrentCashRegister',
  '/comandas/:id': 'getComanda',
  '/comandas/:id/recibo': 'getComanda',
  '/produtos': 'updateProduct',
  '/produtos/inventario': 'recordStockCount',
  '/pacotes': 'updatePackage',
  '/clientes': 'listClients',
  '/clientes/:id': 'getClient',
  '/relatorios': 'getReport',
  '/comissoes': 'listCommissions',
  '/avaliacoes': 'listReviews',
  '/servicos': 'updateService',
  '/profissionais': 'updateProfessional',
  '/profissionais/novo': 'createProfessional',
  '/profissionais/:id': 'updateProfessional',
  '/agendamento-online': 'getOnlineBookingSettings',
  '/lista-de-espera': 'listWaitlist',
  '/usuarios': 'listUsers',
  '/configuracoes': 'updateBusinessSettings',
  '/assinatura': 'changePlan',
  '/enviar-mensagem': 'sendContactMessage',
} as const satisfies Record<string, Operation>;

export type SignedInPath = keyof typeof PAGE_OPERATIONS;

/** Whether a person of `role` may open the signed-in page at `path`. */
export function mayOpen(role: Role, path: SignedInPath): boolean {
  return may(role, PAGE_OPERATIONS[path]);
}
