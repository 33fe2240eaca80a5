import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, failedApiCalls, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';

// Products and their stock (docs/products.md), on a phone: the owner buys stock, a colouring whose
// recipe uses the dye is closed with a shampoo sold on its comanda, and the stock falls by both;
// the movements say why.

async function call<T>(request: APIRequestContext, method: 'post' | 'patch' | 'put', path: string, data: unknown) {
  const response = await request[method](path, { data, headers: { 'accept-language': 'pt-BR' } });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + 86_400_000));
}

/** Records a purchase of `product` from its row of /produtos. */
async function buy(page: Page, product: string, quantity: string, unitCost: string) {
  await page.getByRole('button', { name: `Registrar compra de ${product}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar compra' });
  await dialog.getByLabel('Quantidade').fill(quantity);
  await dialog.getByLabel('Custo de cada unidade').fill(unitCost);
  await dialog.getByRole('button', { name: 'Registrar compra' }).click();
  await expect(toast(page, 'Compra registrada')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('on a phone, stock bought falls by a product sold and a colouring’s recipe when the comanda closes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const failed = failedApiCalls(page);
  await signUpThroughApi(page.request, uniqueEmail('estoque'));
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  await call(page.request, 'patch', '/api/business/settings', { openingHours: week, setupDismissed: true });
  const colour = await call<{ id: string }>(page.request, 'post', '/api/services', {
    name: 'Coloração',
    durationMinutes: 60,
    priceCents: 20_000,
  });
  const paula = await call<{ id: string }>(page.request, 'post', '/api/professionals', {
    fullName: 'Paula Reis',
    serviceIds: [colour.id],
    workingHours: week,
  });
  const client = await call<{ id: string }>(page.request, 'post', '/api/clients', { fullName: 'Marta Lima' });
  await call(page.request, 'post', '/api/products', {
    name: 'Shampoo Hidratante',
    unit: 'unit',
    priceCents: 4_500,
    minStock: 2,
  });
  const dye = await call<{ id: string }>(page.request, 'post', '/api/products', {
    name: 'Tinta 7.0',
    unit: 'ml',
    priceCents: 0,
    minStock: 100,
  });
  await call(page.request, 'put', `/api/services/${colour.id}/recipe`, {
    items: [{ productId: dye.id, quantity: 60 }],
  });

  // --- Stock bought: 10 shampoos at R$ 18,00 and 500 ml of dye at R$ 0,03 the ml.
  await page.goto('/produtos');
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
  await buy(page, 'Shampoo Hidratante', '10', '18');
  await buy(page, 'Tinta 7.0', '500', '0,03');
  const row = (name: string) => page.getByTestId('product-row').filter({ hasText: name });
  await expect(row('Shampoo Hidratante')).toContainText('10 un');
  await expect(row('Tinta 7.0')).toContainText('500 ml');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // --- A colouring done today, its comanda with a shampoo sold, closed by PIX.
  await call(page.request, 'post', '/api/cash-registers', { floatCents: 0 });
  const appointment = await call<{ id: string }>(page.request, 'post', '/api/appointments', {
    professionalId: paula.id,
    serviceId: colour.id,
    clientId: client.id,
    startsAt: new Date(`${tomorrow()}T10:00:00-03:00`).toISOString(),
  });
  const comanda = await call<{ id: string }>(page.request, 'post', '/api/comandas', { appointmentId: appointment.id });
  await page.goto(`/comandas/${comanda.id}`);
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar item' });
  await dialog.getByLabel('Buscar produto do estoque').fill('shampoo');
  await dialog.getByTestId('product-option').filter({ hasText: 'Shampoo Hidratante' }).click();
  await expect(dialog.getByLabel('Descrição')).toHaveValue('Shampoo Hidratante');
  await dialog.getByLabel('Qtd.').fill('2');
  await dialog.getByRole('button', { name: 'Adicionar item' }).click();
  await expect(page.getByTestId('comanda-totals').getByTestId('total')).toHaveText('R$ 290,00');
  await page.getByRole('button', { name: 'Receber' }).click();
  const payment = page.getByTestId('payment-step');
  await payment.getByTestId('payment-row').first().getByLabel('Forma de pagamento').selectOption('pix');
  await payment.getByRole('button', { name: 'Fechar comanda' }).click();
  await expect(toast(page, 'Comanda #1 fechada')).toBeVisible();

  // --- The stock fell by the sale and by the recipe; the shampoo's movements say so, with the comanda.
  await page.goto('/produtos');
  await expect(row('Shampoo Hidratante')).toContainText('8 un');
  await expect(row('Tinta 7.0')).toContainText('440 ml');
  await page.getByRole('button', { name: 'Movimentações de Tinta 7.0' }).click();
  const sheet = page.getByTestId('movements-sheet');
  await expect(sheet.getByTestId('movement').first()).toHaveAttribute('data-kind', 'use');
  await expect(sheet.getByTestId('movement').first()).toContainText('Comanda #1');
  expect(await axeViolations(page), 'the movements sheet: axe').toEqual([]);
  expect(failed).toEqual([]);
});
