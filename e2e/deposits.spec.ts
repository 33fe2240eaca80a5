import type { APIRequestContext, Page } from '@playwright/test';
import { APP_URL } from './support/env.ts';
import { axeViolations } from './support/axe.ts';
import { expect, prepareOnlineBusiness, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';
import { expectNoHorizontalOverflow, shot } from './support/screen-checks.ts';

// Deposits at booking (docs/deposits.md) without provider keys: the owner connects the built-in
// test payment account and asks 30 % of a service ahead; a customer books it on a phone, pays by
// PIX in the test flow and sees the booking confirmed; at the counter the deposit is a payment
// already made, and the report's deposits agree with the comanda to the cent. In pt-BR and in
// en-US, on a phone, as a salon's owner and its customers use it.

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const WORDS = {
  'pt-BR': {
    connect: 'Conectar conta de pagamento',
    testReady: 'Conta de pagamento de teste pronta',
    back: 'Voltar para Configurações',
    accountReady: 'Conta de pagamento pronta',
    ready: 'Pronta para receber sinais',
    rule: 'Sinal — Corte Sinal',
    percent: 'Percentual — Corte Sinal',
    asks: 'Pede R$ 15,00',
    save: 'Salvar política de sinal',
    saved: 'Política de sinal salva',
    openComanda: 'Abrir comanda',
    paid: 'Pago',
    deposit: '−R$ 15,00',
    balance: 'R$ 35,00',
    receive: 'Receber',
    close: 'Fechar comanda',
    closed: 'Comanda #1 fechada',
    depositPayment: 'Sinal (pago no agendamento)',
  },
  'en-US': {
    connect: 'Connect payment account',
    testReady: 'Test payment account ready',
    back: 'Back to Settings',
    accountReady: 'Payment account ready',
    ready: 'Ready to take deposits',
    rule: 'Deposit — Corte Sinal',
    percent: 'Percentage — Corte Sinal',
    asks: 'Asks R$15.00',
    save: 'Save deposit policy',
    saved: 'Deposit policy saved',
    openComanda: 'Open comanda',
    paid: 'Paid',
    deposit: '−R$15.00',
    balance: 'R$35.00',
    receive: 'Take payment',
    close: 'Close comanda',
    closed: 'Comanda #1 closed',
    depositPayment: 'Deposit (paid at booking)',
  },
} as const;

type Language = keyof typeof WORDS;

/** Three days ahead in São Paulo, where the business and the browser are: outside the cancellation window. */
function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The owner connects the test payment account in Settings and asks 30 % of 'Corte Sinal' (R$ 50,00) ahead. */
async function askDeposit(owner: Page, language: Language): Promise<void> {
  const words = WORDS[language];
  await owner.goto('/configuracoes#sinal');
  await owner.getByRole('button', { name: words.connect }).click();
  await expect(owner.getByRole('heading', { name: words.testReady })).toBeVisible();
  await owner.getByRole('link', { name: words.back }).click();
  await expect(toast(owner, words.accountReady)).toBeVisible();
  await expect(owner.getByTestId('payment-account-status')).toHaveText(words.ready);
  const row = owner.getByTestId('deposit-service-row').filter({ hasText: 'Corte Sinal' });
  await row.getByLabel(words.rule, { exact: true }).selectOption('percent');
  await row.getByLabel(words.percent, { exact: true }).fill('30');
  await expect(row.getByTestId('deposit-service-amount')).toHaveText(words.asks);
  await expectNoHorizontalOverflow(owner, `settings in ${language}`);
  await shot(owner, `deposit-settings-375-${language}`);
  await owner.getByRole('button', { name: words.save }).click();
  await expect(toast(owner, words.saved)).toBeVisible();
}

/** The deposits the report counts in the period around `day`. */
async function reportedDeposits(request: APIRequestContext, day: string) {
  const today = daysAhead(0);
  const response = await request.get(`${APP_URL}/api/reports?from=${today}&to=${day}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { deposits: Record<string, { count: number; amountCents: number }> }).deposits;
}

for (const language of ['pt-BR', 'en-US'] as const) {
  test(`${language}: a customer pays a deposit by PIX in the test flow, the booking is confirmed and the deposit is on the comanda`, async ({
    openTab,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    const { page: owner } = await openTab({ locale: language });
    await owner.addInitScript((value) => window.localStorage.setItem('language', value), language);
    await signUpThroughApi(owner.request, uniqueEmail('sinal'));
    const { businessId } = await prepareOnlineBusiness(owner.request, {
      name: `Salão Sinal ${language}`,
      welcomeMessage: 'Escolha seu horário.',
      service: { name: 'Corte Sinal', durationMinutes: 30, priceCents: 5_000 },
      professional: 'Paula Sinal',
    });
    await askDeposit(owner, language);

    // --- The customer, on a phone of their own.
    const { page: customer } = await openTab({ locale: language });
    await customer.addInitScript((value) => window.localStorage.setItem('language', value), language);
    const day = daysAhead(3);
    await bookAndPay(customer, language, businessId, day);

    // --- At the counter: the visit's comanda takes the deposit off; the rest is received there.
    expect((await owner.request.post(`${APP_URL}/api/cash-registers`, { data: { floatCents: 0 } })).status()).toBe(201);
    await owner.goto(`/agenda?view=day&date=${day}`);
    await owner.getByTestId('appointment-card').filter({ hasText: 'Cliente Sinal' }).click();
    const panel = owner.getByTestId('appointment-panel');
    await expect(panel.getByTestId('panel-deposit')).toHaveAttribute('data-status', 'paid');
    await expect(panel.getByTestId('panel-deposit')).toContainText(words.paid);
    await panel.getByRole('button', { name: words.openComanda }).click();
    const totals = owner.getByTestId('comanda-totals');
    await expect(totals.getByTestId('deposit')).toHaveText(words.deposit);
    await expect(totals.getByTestId('balance')).toHaveText(words.balance);
    await owner.getByRole('button', { name: words.receive }).click();
    const payment = owner.getByTestId('payment-step');
    await expect(payment.getByTestId('payment-deposit')).toContainText(words.deposit);
    await expectNoHorizontalOverflow(owner, `the payment step in ${language}`);
    expect(await axeViolations(owner), 'the payment step: axe').toEqual([]);
    await shot(owner, `deposit-comanda-375-${language}`);
    await payment.getByRole('button', { name: words.close }).click();
    await expect(toast(owner, words.closed)).toBeVisible();
    const deposits = owner.getByTestId('comanda-payment').filter({ hasText: words.depositPayment });
    await expect(deposits).toHaveCount(1);
    await expect(deposits).toContainText(words.deposit.slice(1));

    // --- The figures agree: the report's deposits paid and taken off comandas are the comanda's.
    expect(await reportedDeposits(owner.request, day)).toMatchObject({
      paid: { count: 1, amountCents: 1_500 },
      kept: { count: 0, amountCents: 0 },
      refunded: { count: 0, amountCents: 0 },
      onComandas: { count: 1, amountCents: 1_500 },
    });
  });
}

const CUSTOMER = {
  'pt-BR': {
    depositBadge: 'Sinal de R$ 15,00',
    amount: 'R$ 15,00',
    time: '10:00',
    name: 'Nome completo',
    phone: /Telefone/,
    confirm: 'Confirmar agendamento',
    payTitle: 'Pague o sinal para confirmar',
    qr: 'QR code do PIX de R$ 15,00',
    code: 'PIX copia e cola',
    pay: 'Pagar (teste)',
    confirmed: 'Agendamento confirmado!',
    status: 'Confirmado',
    received: 'R$ 15,00 · recebido',
  },
  'en-US': {
    depositBadge: 'R$15.00 deposit',
    amount: 'R$15.00',
    time: '10:00 AM',
    name: 'Full name',
    phone: /Phone/,
    confirm: 'Confirm booking',
    payTitle: 'Pay the deposit to confirm',
    qr: 'PIX QR code for R$15.00',
    code: 'PIX copy and paste code',
    pay: 'Pay (test)',
    confirmed: 'Booking confirmed!',
    status: 'Confirmed',
    received: 'R$15.00 · received',
  },
} as const;

/** The customer books 'Corte Sinal' at 10:00 on `day`, pays the deposit by PIX in the test flow and sees it confirmed. */
async function bookAndPay(customer: Page, language: Language, businessId: string, day: string): Promise<void> {
  const words = CUSTOMER[language];
  await customer.goto(`/agendar/${businessId}`);
  const service = customer.getByRole('button', { name: /Corte Sinal/ });
  await expect(service).toContainText(words.depositBadge);
  await service.click();
  await customer.getByRole('button', { name: /Paula Sinal/ }).click();
  await customer.locator(`[data-day="${day}"]`).click();
  await customer.getByRole('button', { name: words.time, exact: true }).click();
  // Before booking, the customer is told what is asked, how long the time is held and when it is refunded.
  await expect(customer.getByTestId('deposit-note')).toContainText(words.amount);
  await customer.getByLabel(words.name).fill('Cliente Sinal');
  await customer.getByLabel(words.phone).fill(language === 'pt-BR' ? '(11) 98765-4321' : '(11) 98765-4322');
  await customer.getByRole('button', { name: words.confirm }).click();

  // The pay step: the PIX QR code and its copia e cola, the time held counting down; nothing confirmed yet.
  await expect(customer.getByRole('heading', { name: words.payTitle })).toBeVisible();
  await expect(customer.getByRole('img', { name: words.qr })).toBeVisible();
  await expect(customer.getByRole('textbox', { name: words.code })).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(customer.getByTestId('deposit-countdown')).toHaveText(/1[0-4]:[0-5]\d/);
  await expectNoHorizontalOverflow(customer, `the pay step in ${language}`);
  expect(await axeViolations(customer, { only: 'serious' }), 'the pay step: axe').toEqual([]);
  await shot(customer, `deposit-pay-375-${language}`);

  // Paid in the test flow: the signed event confirms the booking, and the page sees it by itself.
  await customer.getByRole('button', { name: words.pay }).click();
  const confirmation = customer.getByTestId('booking-confirmation');
  await expect(confirmation.getByRole('heading', { name: words.confirmed })).toBeVisible();
  await expect(customer.getByTestId('booking-status')).toHaveText(words.status);
  await expect(customer.getByTestId('deposit-received')).toHaveText(words.received);
  await shot(customer, `deposit-confirmed-375-${language}`);
}
