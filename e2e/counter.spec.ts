import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, failedApiCalls, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';
import { shot } from './support/screen-checks.ts';

// The counter (docs/counter.md): on a phone, the front desk opens the cash register with a float,
// opens a visit's comanda from the schedule, adds a tip and 10 % off, takes it by PIX (its QR code)
// and cash with change, prints the receipt, and closes the register a little short; then a glance in
// English on a wide screen at the register and a closed comanda's receipt.
// E2E_SHOTS_DIR, when set, keeps screenshots of the pages for a person to look at.

const ZONE = 'America/Sao_Paulo';

function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + 86_400_000));
}

async function call<T>(request: APIRequestContext, method: 'post' | 'patch' | 'put', path: string, data: unknown) {
  const response = await request[method](path, { data, headers: { 'accept-language': 'pt-BR' } });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A new owner whose business is open every day, with Corte (R$ 50) and Escova (R$ 60) by Paula, and a client. */
async function newBusiness(request: APIRequestContext) {
  await signUpThroughApi(request, uniqueEmail('caixa'));
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  await call(request, 'patch', '/api/business/settings', { openingHours: week, setupDismissed: true });
  const cut = await call<{ id: string }>(request, 'post', '/api/services', {
    name: 'Corte',
    durationMinutes: 30,
    priceCents: 5_000,
  });
  const blowDry = await call<{ id: string }>(request, 'post', '/api/services', {
    name: 'Escova',
    durationMinutes: 45,
    priceCents: 6_000,
  });
  const paula = await call<{ id: string }>(request, 'post', '/api/professionals', {
    fullName: 'Paula Reis',
    serviceIds: [cut.id, blowDry.id],
    workingHours: week,
  });
  const client = await call<{ id: string }>(request, 'post', '/api/clients', {
    fullName: 'João Pereira',
    phone: '+55 11 91234-5678',
  });
  return { cut, blowDry, paula, client };
}

/** The page's axe violations once its toasts are gone (sonner's own colours are not the page's). */
async function axeOnPage(page: Page): Promise<string[]> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  return axeViolations(page);
}

async function noOverflow(page: Page, width: number): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `page width of ${page.url()}`,
  ).toBeLessThanOrEqual(width);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a visit is paid by PIX and cash with change, its receipt printed, and the register closed short', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const failed = failedApiCalls(page);
    const business = await newBusiness(page.request);
    const day = tomorrow();
    await call(page.request, 'post', '/api/appointments', {
      professionalId: business.paula.id,
      serviceId: business.cut.id,
      clientId: business.client.id,
      startsAt: new Date(`${day}T10:00:00-03:00`).toISOString(),
      nextSteps: [{ serviceId: business.blowDry.id, professionalId: business.paula.id }],
    });
    await call(page.request, 'patch', '/api/counter/settings', { pixKey: '+55 11 98765-4321', pixCity: 'São Paulo' });

    // --- The register opens with R$ 100,00 of change in the drawer.
    await page.goto('/caixa');
    await expect(page.getByRole('heading', { level: 1, name: 'Caixa' })).toBeVisible();
    await page.getByLabel('Fundo de caixa').fill('100');
    await page.getByRole('button', { name: 'Abrir caixa' }).click();
    await expect(toast(page, 'Caixa aberto')).toBeVisible();
    await expect(page.getByTestId('register-float')).toHaveText('R$ 100,00');
    await expect(page.getByText('Nenhuma comanda hoje')).toBeVisible();
    await noOverflow(page, 375);

    // --- The visit's comanda, opened from the schedule's panel: both services, R$ 110,00.
    await page.goto(`/agenda?view=day&date=${day}`);
    await page.getByTestId('appointment-card').first().click();
    const panel = page.getByTestId('appointment-panel');
    await shot(page, 'agenda-panel-375-pt-BR');
    await panel.getByRole('button', { name: 'Abrir comanda' }).click();
    await expect(page).toHaveURL(/\/comandas\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comanda #1' })).toBeVisible();
    await expect(page.getByTestId('comanda-status')).toHaveText('Aberta');
    await expect(page.getByTestId('comanda-line')).toHaveCount(2);
    await expect(page.getByTestId('comanda-totals').getByTestId('total')).toHaveText('R$ 110,00');

    // --- A R$ 10,00 tip for Paula and 10 % off for a loyal client: 110 − 11 + 10 = R$ 109,00, live.
    await page.getByRole('button', { name: 'Adicionar gorjeta' }).click();
    const tipDialog = page.getByRole('dialog', { name: 'Adicionar gorjeta' });
    await tipDialog.getByLabel('Profissional').selectOption({ label: 'Paula Reis' });
    await tipDialog.getByLabel('Valor da gorjeta').fill('10');
    await tipDialog.getByRole('button', { name: 'Adicionar gorjeta' }).click();
    await expect(page.getByTestId('comanda-line')).toHaveCount(3);
    await page.getByRole('radio', { name: '%' }).click();
    await page.getByLabel('Porcentagem').fill('10');
    await expect(page.getByText('Diga o motivo do desconto')).toBeVisible();
    await page.getByLabel('Motivo do desconto').fill('Cliente fiel');
    const totals = page.getByTestId('comanda-totals');
    await expect(totals.getByTestId('discount')).toHaveText('−R$ 11,00');
    await expect(totals.getByTestId('tips')).toHaveText('R$ 10,00');
    await expect(totals.getByTestId('total')).toHaveText('R$ 109,00');
    await noOverflow(page, 375);
    expect(await axeOnPage(page), 'the open comanda: axe').toEqual([]);
    await shot(page, 'comanda-375-pt-BR');

    // --- "Receber" saves first; R$ 60,00 by PIX (its QR code and copia e cola) and the rest in cash, R$ 100 handed over.
    await page.getByRole('button', { name: 'Receber' }).click();
    const payment = page.getByTestId('payment-step');
    await expect(payment).toBeVisible();
    const rows = payment.getByTestId('payment-row');
    await expect(rows.first().getByLabel('Valor', { exact: true })).toHaveValue('109,00');
    await rows.first().getByLabel('Forma de pagamento').selectOption('pix');
    await rows.first().getByLabel('Valor', { exact: true }).fill('60');
    await expect(payment.getByTestId('payment-remaining')).toContainText('R$ 49,00');
    await expect(payment.getByRole('button', { name: 'Fechar comanda' })).toBeDisabled();
    await rows.first().getByRole('button', { name: 'Gerar QR code PIX' }).click();
    await expect(rows.first().getByRole('img', { name: 'QR code PIX de R$ 60,00' })).toBeVisible();
    const qrBox = await rows.first().getByTestId('pix-qr').boundingBox();
    expect(qrBox && qrBox.width).toBeGreaterThan(150);
    await expect(rows.first().getByLabel('PIX copia e cola')).toHaveValue(/br\.gov\.bcb\.pix.*540560\.00/);
    await payment.getByRole('button', { name: 'Dividir em outra forma' }).click();
    await expect(rows.nth(1).getByLabel('Valor', { exact: true })).toHaveValue('49,00');
    await expect(rows.nth(1).getByLabel('Forma de pagamento')).toHaveValue('cash');
    await rows.nth(1).getByLabel('Valor recebido').fill('100');
    await expect(rows.nth(1).getByTestId('payment-change')).toHaveText('Troco: R$ 51,00');
    await expect(payment.getByTestId('payment-remaining')).toContainText('Valor completo');
    await noOverflow(page, 375);
    expect(await axeOnPage(page), 'the payment step: axe').toEqual([]);
    await shot(page, 'comanda-payment-375-pt-BR');
    await payment.getByRole('button', { name: 'Fechar comanda' }).click();
    await expect(toast(page, 'Comanda #1 fechada')).toBeVisible();
    await expect(page.getByTestId('comanda-status')).toHaveText('Fechada');
    await expect(page.getByTestId('comanda-payment')).toHaveCount(2);
    await expect(page.getByTestId('comanda-change')).toHaveText('R$ 51,00');
    await expect(page.getByTestId('line-discount').first()).toHaveText('Desconto nesta linha: R$ 5,00');
    await shot(page, 'comanda-closed-375-pt-BR');

    // --- The receipt: the business, the number, the lines, the discount, the tip, the total, the payments and the change.
    await page.getByRole('link', { name: 'Imprimir recibo' }).click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByRole('heading', { name: 'Recibo · Comanda #1' })).toBeVisible();
    await expect(receipt).toContainText(/Negócio de caixa/);
    await expect(receipt.getByTestId('receipt-lines').locator('li')).toHaveCount(3);
    await expect(receipt.getByTestId('receipt-totals')).toContainText('Desconto (Cliente fiel)−R$ 11,00');
    await expect(receipt.getByTestId('receipt-totals')).toContainText('GorjetasR$ 10,00');
    await expect(receipt.getByTestId('receipt-total')).toHaveText('R$ 109,00');
    await expect(receipt.getByTestId('receipt-payments')).toContainText('PIXR$ 60,00');
    await expect(receipt.getByTestId('receipt-change')).toHaveText('R$ 51,00');
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await shot(page, 'receipt-375-pt-BR');
    // On paper only the receipt: the page's buttons are left out.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    // Sent by e-mail too: it reaches the local mailbox with the total.
    const sendTo = page.getByTestId('send-receipt');
    await sendTo.getByLabel('E-mail').fill('recibo.caixa@example.com');
    await sendTo.getByRole('button', { name: 'Enviar por e-mail' }).click();
    await expect(page.getByText('Recibo enviado para recibo.caixa@example.com')).toBeVisible();
    await expect
      .poll(async () => {
        const mailbox = (await (await page.request.get('/api/mailbox')).json()) as {
          items: Array<{ to: string; subject: string; text: string }>;
        };
        return mailbox.items.find((item) => item.to.includes('recibo.caixa@example.com'))?.text ?? '';
      })
      .toMatch(/Total: R\$\s109,00/);

    // --- The register took it: cash 100 + 49, PIX 60. A sangria, then the count, R$ 0,50 short in cash.
    await page.goto('/caixa');
    const amounts = page.getByTestId('register-amounts');
    await expect(amounts.locator('tr[data-method="cash"]')).toContainText('R$ 49,00R$ 149,00');
    await expect(amounts.locator('tr[data-method="pix"]')).toContainText('R$ 60,00R$ 60,00');
    await expect(page.getByTestId('today-comanda')).toContainText([/^#1João Pereira.*R\$ 109,00Fechada$/]);
    await page.getByRole('button', { name: 'Sangria' }).click();
    const withdrawal = page.getByRole('dialog', { name: 'Sangria' });
    await withdrawal.getByLabel('Valor').fill('40');
    await withdrawal.getByLabel('Motivo').fill('Depósito no banco');
    await withdrawal.getByRole('button', { name: 'Sangria' }).click();
    await expect(toast(page, 'Sangria registrada')).toBeVisible();
    await expect(page.getByTestId('register-movements')).toContainText('Sangria · Depósito no banco');
    await expect(amounts.locator('tr[data-method="cash"]')).toContainText('R$ 109,00');
    await noOverflow(page, 375);
    expect(await axeOnPage(page), 'the open register: axe').toEqual([]);
    await shot(page, 'caixa-375-pt-BR');

    await page.getByRole('button', { name: 'Fechar caixa' }).click();
    const count = page.getByTestId('close-register-dialog');
    await count.getByLabel('Dinheiro').fill('108,50');
    await count.getByLabel('PIX').fill('60');
    await expect(count.getByTestId('count-cash').getByTestId('count-difference')).toContainText('−R$ 0,50');
    await expect(count.getByTestId('count-pix').getByTestId('count-difference')).toContainText('R$ 0,00');
    await expect(count.getByTestId('count-total-difference')).toContainText('−R$ 0,50');
    expect(await axeOnPage(page), 'closing the register: axe').toEqual([]);
    await shot(page, 'caixa-closing-375-pt-BR');
    await count.getByRole('button', { name: 'Fechar caixa' }).click();
    const summary = page.getByTestId('register-closed-summary');
    await expect(summary.getByTestId('difference-line')).toHaveText('Falta de R$ 0,50');
    await expect(summary.getByTestId('register-closing').locator('tr[data-method="cash"]')).toContainText(
      'R$ 109,00R$ 108,50−R$ 0,50',
    );
    await expect(page.getByRole('button', { name: 'Abrir caixa' })).toBeVisible();
    await expect(page.getByTestId('register-history').getByTestId('difference-line')).toHaveText('Falta de R$ 0,50');
    await noOverflow(page, 375);
    await shot(page, 'caixa-closed-375-pt-BR');

    // --- The same pages on a wide screen.
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'caixa-1280-pt-BR');
    await page.getByTestId('today-comanda').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comanda #1' })).toBeVisible();
    await shot(page, 'comanda-1280-pt-BR');
    expect(failed).toEqual([]);
  });
});

test('in English on a wide screen: the cash register and a closed comanda’s receipt', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en-US'));
  await signUpThroughApi(page.request, uniqueEmail('register'));
  await call(page.request, 'post', '/api/cash-registers', { floatCents: 5_000 });
  const comanda = await call<{ id: string; version: number }>(page.request, 'post', '/api/comandas', {});
  const sold = await call<{ version: number }>(page.request, 'put', `/api/comandas/${comanda.id}`, {
    version: comanda.version,
    lines: [{ kind: 'item', description: 'Pomada', quantity: 2, unitPriceCents: 2_250 }],
    discount: null,
  });
  await call(page.request, 'post', `/api/comandas/${comanda.id}/close`, {
    version: sold.version,
    payments: [{ method: 'credit', amountCents: 4_500, installments: 3, cardBrand: 'Visa' }],
  });

  await page.goto('/caixa');
  await expect(page.getByRole('heading', { level: 1, name: 'Cash register' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Today's register" })).toBeVisible();
  await expect(page.getByTestId('register-amounts').locator('tr[data-method="credit"]')).toContainText(
    'Credit cardR$45.00R$45.00',
  );
  await expect(page.getByTestId('today-comanda')).toContainText([/^#1Walk-in sale.*R\$45\.00Closed$/]);
  await expect(page.getByRole('button', { name: 'Cash out' })).toBeVisible();
  expect(await axeOnPage(page), 'the register in English: axe').toEqual([]);
  await shot(page, 'caixa-1280-en-US');
  await page.getByRole('button', { name: 'Register settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Register settings' });
  await expect(settings.getByLabel('PIX key')).toHaveValue('');
  await expect(settings.getByLabel('Largest discount by a professional (%)')).toHaveValue('10');
  expect(await axeOnPage(page), 'the register settings: axe').toEqual([]);
  await shot(page, 'caixa-settings-1280-en-US');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(page).toHaveURL(/\/caixa$/);

  await page.getByTestId('today-comanda').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comanda #1' })).toBeVisible();
  await expect(page.getByTestId('comanda-payment')).toContainText('Credit card3 installments · Visa');
  await shot(page, 'comanda-1280-en-US');
  await page.getByRole('link', { name: 'Print receipt' }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('heading', { name: 'Receipt · Comanda #1' })).toBeVisible();
  await expect(receipt.getByTestId('receipt-total')).toHaveText('R$45.00');
  await expect(receipt.getByTestId('receipt-payments')).toContainText('Credit card (3×)R$45.00');
  await expect(receipt).toContainText('Thank you for your visit!');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/caixa');
  await expect(page.getByRole('heading', { level: 1, name: 'Cash register' })).toBeVisible();
  await noOverflow(page, 375);
  await shot(page, 'caixa-375-en-US');
  await page.getByTestId('today-comanda').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comanda #1' })).toBeVisible();
  await noOverflow(page, 375);
  await shot(page, 'comanda-375-en-US');
});
