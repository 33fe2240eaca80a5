/**
 * The back office app's addresses (src/web/app/app-routes.tsx declares a route for each; a test
 * keeps the two lists the same). The server answers 200 for these and 404 for any other address
 * it sends the app's page for, whose not-found page the app then shows.
 */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/auth',
  '/reset-password',
  '/escolha-plano',
  '/precos',
  '/trial-expired',
  '/subscription-expired',
  '/empresa-encerrada',
  '/checkout/teste/portal',
  '/checkout/teste/:id',
  '/pagamentos/teste/conta',
  '/caixa-de-correio',
  '/whatsapp-teste',
  '/blog',
  '/blog/:slug',
  '/super-admin',
  '/super-admin/versoes',
  '/gerenciar-screenshots',
  '/super-admin/blog',
  '/super-admin/blog/novo',
  '/super-admin/blog/:id',
  '/mensagens-recebidas',
  '/dashboard',
  '/agenda',
  '/caixa',
  '/comandas/:id',
  '/comandas/:id/recibo',
  '/produtos',
  '/produtos/inventario',
  '/pacotes',
  '/servicos',
  '/profissionais',
  '/profissionais/novo',
  '/profissionais/:id',
  '/clientes',
  '/clientes/:id',
  '/usuarios',
  '/configuracoes',
  '/assinatura',
  '/agendamento-online',
  '/lista-de-espera',
  '/relatorios',
  '/comissoes',
  '/avaliacoes',
  '/enviar-mensagem',
] as const;

const PATTERN_SEGMENTS = APP_ROUTE_PATTERNS.map((pattern) => pattern.split('/').filter(Boolean));

/** Whether the app has a page at `pathname` (a `:name` segment takes any one segment; a trailing slash is the same address). */
export function isAppRoute(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return PATTERN_SEGMENTS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
