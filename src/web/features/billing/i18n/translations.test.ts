import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';

describe("the subscription pages' translations", () => {
  checkFeatureTranslations({
    namespace: 'billing',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..', '..', '..'),
    atLeast: 50,
  });

  it('name every state and invoice status the code builds keys for', () => {
    for (const kind of ['trialing', 'active', 'cancelling', 'pastDue', 'trialExpired', 'expired', 'none'] as const) {
      expect(ptBR.billing.status.badge[kind]).toBeTruthy();
    }
    expect(Object.keys(ptBR.billing.invoices.statuses).sort()).toEqual(['open', 'paid', 'uncollectible', 'void']);
  });

  it("keep the test checkout's and card portal's words exactly", () => {
    expect(ptBR.billing.test.checkout.pay).toBe('Pagar (teste)');
    expect(ptBR.billing.test.checkout.decline).toBe('Recusar (teste)');
    expect(enUS.billing.test.checkout.pay).toBe('Pay (test)');
    expect(enUS.billing.test.checkout.decline).toBe('Decline (test)');
    expect(ptBR.billing.test.checkout.paid).toBe('Pagamento aprovado — sua assinatura {{plan}} está ativa');
    expect(ptBR.billing.test.checkout.declined).toBe(
      'Pagamento recusado. Nada foi cobrado e seu período de teste continua.',
    );
    expect(ptBR.billing.test.checkout.notFound).toBe('Checkout não encontrado');
    expect(ptBR.billing.test.portal.updateCard).toBe('Atualizar cartão (teste)');
    expect(ptBR.billing.test.portal.failPayment).toBe('Simular falha de pagamento (teste)');
  });
});
