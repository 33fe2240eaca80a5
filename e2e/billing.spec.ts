import type { APIRequestContext, Page } from '@playwright/test';
import { expect, normalizeSpaces, PASSWORD, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';
import { PGLITE_URL } from './support/env.ts';

// Subscriptions on the embedded default, which runs without card-provider keys: 'Começar agora'
// opens Agendo's own test checkout in a new tab, and the test card portal stands in for the
// provider's. Every test has its own owner.

const headers = { origin: PGLITE_URL, 'accept-language': 'pt-BR' };

async function subscriptionOf(request: APIRequestContext) {
  const response = await request.get(`${PGLITE_URL}/api/subscription`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Clicks the plan's 'Começar agora' and answers the test checkout's tab. */
async function startCheckout(page: Page, plan: string): Promise<Page> {
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .locator(`[data-plan="${plan}"]`)
      .getByRole('button', { name: /Começar agora/ })
      .click(),
  ]);
  await expect(checkout).toHaveURL(new RegExp(`^${PGLITE_URL}/checkout/teste/[0-9a-f-]+$`));
  return checkout;
}

/** What the checkout would do, through the API: for tests about what comes after paying. */
async function payThroughApi(request: APIRequestContext, priceId: string): Promise<void> {
  const started = await request.post(`${PGLITE_URL}/api/billing/checkout`, { data: { price_id: priceId }, headers });
  expect(started.ok(), await started.text()).toBe(true);
  const id = new URL((await started.json()).url, PGLITE_URL).pathname.split('/').at(-1);
  const paid = await request.post(`${PGLITE_URL}/api/billing/test-checkout/${id}/pay`, { headers });
  expect(paid.ok(), await paid.text()).toBe(true);
}

test('a new owner pays for Pro in the test checkout and sees it on /assinatura', async ({ page }) => {
  const email = uniqueEmail();
  await signUpThroughApi(page.request, email, { baseUrl: PGLITE_URL });
  await page.goto(`${PGLITE_URL}/escolha-plano`);
  await expect(page.getByRole('heading', { name: 'Planos e Preços' })).toBeVisible();

  const checkout = await startCheckout(page, 'pro');
  await expect(toast(page, 'Redirecionando...')).toBeVisible();
  await expect(checkout.getByTestId('test-mode-banner')).toContainText('nenhum cartão real');
  await expect(checkout.getByTestId('checkout-business')).toHaveText(`Negócio de ${email.split('@')[0]}`);
  await expect(checkout.getByTestId('checkout-plan')).toHaveText('Pro');
  expect(normalizeSpaces(await checkout.getByTestId('checkout-price').innerText())).toBe('R$ 39,99/mês');

  await checkout.getByRole('button', { name: 'Pagar (teste)' }).click();
  await expect(
    checkout.getByRole('heading', { name: 'Pagamento aprovado — sua assinatura Pro está ativa' }),
  ).toBeVisible();
  expect(await subscriptionOf(page.request)).toMatchObject({ status: 'active', plan: 'pro', userLimit: 5 });

  await checkout.getByRole('link', { name: 'Ver minha assinatura' }).click();
  await expect(checkout).toHaveURL(`${PGLITE_URL}/assinatura`);
  await expect(checkout.getByTestId('current-plan')).toHaveText('Pro');
  await expect(checkout.getByTestId('subscription-status')).toHaveText('Ativa');
  const invoices = checkout.getByTestId('invoice');
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first()).toContainText('Paga');
  expect(normalizeSpaces(await invoices.first().innerText())).toContain('R$ 39,99');
});

test('a declined test payment leaves the trial as it was and says so', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail(), { baseUrl: PGLITE_URL });
  const before = await subscriptionOf(page.request);
  await page.goto(`${PGLITE_URL}/escolha-plano`);

  const checkout = await startCheckout(page, 'pro');
  await checkout.getByRole('button', { name: 'Recusar (teste)' }).click();
  await expect(
    checkout.getByRole('heading', { name: 'Pagamento recusado. Nada foi cobrado e seu período de teste continua.' }),
  ).toBeVisible();
  expect(await subscriptionOf(page.request)).toEqual(before);
  expect(before).toMatchObject({ status: 'trialing', plan: 'business', providerStatus: null });

  await checkout.getByRole('link', { name: 'Tentar novamente' }).click();
  await expect(checkout).toHaveURL(`${PGLITE_URL}/escolha-plano?plano=pro`);
});

test("signed out, 'Começar agora' asks to sign in, and signing in comes back to the chosen plan", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await signUpThroughApi(request, email, { baseUrl: PGLITE_URL });
  await page.goto(`${PGLITE_URL}/escolha-plano`);
  await page
    .locator('[data-plan="pro"]')
    .getByRole('button', { name: /Começar agora/ })
    .click();
  await expect(toast(page, 'Login necessário')).toContainText('Por favor, faça login para continuar com o pagamento.');
  await expect(page).toHaveURL(/\/auth\?next=/);

  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${PGLITE_URL}/escolha-plano?plano=pro`);
  const chosen = page.locator('[data-plan="pro"]');
  await expect(chosen).toHaveAttribute('data-chosen', 'true');
  await expect(chosen).toContainText('Plano escolhido');
  await expect(chosen.getByRole('button', { name: /Começar agora/ })).toBeFocused();
});

test('/precos lands on /escolha-plano', async ({ page }) => {
  await page.goto(`${PGLITE_URL}/precos`);
  await expect(page).toHaveURL(`${PGLITE_URL}/escolha-plano`);
  await expect(page.getByRole('heading', { name: 'Planos e Preços' })).toBeVisible();
});

test('a failed payment warns across the app until the card is updated in the test portal', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail(), { baseUrl: PGLITE_URL });
  await payThroughApi(page.request, 'price_test_pro_brl');

  await page.goto(`${PGLITE_URL}/assinatura`);
  await page.getByTestId('plan-overview').getByRole('button', { name: 'Atualizar cartão' }).click();
  await expect(page).toHaveURL(`${PGLITE_URL}/checkout/teste/portal`);
  await page.getByRole('button', { name: 'Simular falha de pagamento (teste)' }).click();
  await expect(page.getByTestId('portal-status')).toContainText('O último pagamento falhou');
  expect(await subscriptionOf(page.request)).toMatchObject({ status: 'past_due' });

  await page.goto(`${PGLITE_URL}/agenda`);
  const banner = page.getByTestId('past-due-banner');
  await expect(banner).toContainText('Pagamento da assinatura pendente');
  await banner.getByRole('button', { name: 'Atualizar cartão' }).click();
  await expect(page).toHaveURL(`${PGLITE_URL}/checkout/teste/portal`);
  await page.getByRole('button', { name: 'Atualizar cartão (teste)' }).click();
  await expect(toast(page, 'Cartão atualizado (teste)')).toBeVisible();

  await page.getByRole('link', { name: 'Voltar para a assinatura' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativa');
  await expect(page.getByTestId('past-due-banner')).toHaveCount(0);
});

test('on /assinatura the owner moves up a plan, then cancels and resumes', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail(), { baseUrl: PGLITE_URL });
  await payThroughApi(page.request, 'price_test_pro_brl');
  await page.goto(`${PGLITE_URL}/assinatura`);

  await page.getByRole('button', { name: 'Mudar de plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mudar de plano' });
  await expect(dialog.locator('[data-plan="pro"]')).toContainText('Plano atual');
  await dialog.locator('[data-plan="business"]').click();
  await expect(dialog).toContainText('O plano Business começa agora.');
  await dialog.getByRole('button', { name: 'Mudar para Business' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('current-plan')).toHaveText('Business');
  expect(await subscriptionOf(page.request)).toMatchObject({ plan: 'business', userLimit: 10 });

  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar a assinatura?' });
  await expect(confirm).toContainText('O acesso continua até o fim do período pago');
  await confirm.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Cancelamento agendado');
  expect(await subscriptionOf(page.request)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });

  await page.getByRole('button', { name: 'Retomar assinatura' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativa');
});
