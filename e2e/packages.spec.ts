import type { APIRequestContext, Page } from '@playwright/test';
import { expect, failedApiCalls, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';

// Packages of sessions (docs/packages.md), on a phone: the owner makes "Pacote 2 cortes" and sells
// it on a client's first haircut, which it pays for at once; the next haircut is its other session —
// R$ 0,00 at the counter — and the client's page then says the package is used up.

async function call<T>(request: APIRequestContext, method: 'post' | 'patch', path: string, data: unknown) {
  const response = await request[method](path, { data, headers: { 'accept-language': 'pt-BR' } });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + 86_400_000));
}

/** Takes the open comanda on screen to "Receber" and closes it, by PIX when there is something to pay. */
async function closeComanda(page: Page, number: number) {
  await page.getByRole('button', { name: 'Receber' }).click();
  const payment = page.getByTestId('payment-step');
  const rows = payment.getByTestId('payment-row');
  if ((await rows.count()) > 0) await rows.first().getByLabel('Forma de pagamento').selectOption('pix');
  await payment.getByRole('button', { name: 'Fechar comanda' }).click();
  await expect(toast(page, `Comanda #${number} fechada`)).toBeVisible();
}

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('on a phone, a package of two haircuts is sold at a visit it pays for, used at the next, and used up', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const failed = failedApiCalls(page);
  await signUpThroughApi(page.request, uniqueEmail('pacote'));
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  await call(page.request, 'patch', '/api/business/settings', { openingHours: week, setupDismissed: true });
  const cut = await call<{ id: string }>(page.request, 'post', '/api/services', {
    name: 'Corte',
    durationMinutes: 30,
    priceCents: 5_000,
  });
  const paula = await call<{ id: string }>(page.request, 'post', '/api/professionals', {
    fullName: 'Paula Reis',
    serviceIds: [cut.id],
    workingHours: week,
  });
  const client = await call<{ id: string }>(page.request, 'post', '/api/clients', { fullName: 'Marta Lima' });
  await call(page.request, 'post', '/api/cash-registers', { floatCents: 0 });

  // --- The owner makes the package: two haircuts for R$ 90,00, R$ 10,00 less than two at the list price.
  await page.goto('/pacotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Pacotes' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo pacote' }).first().click();
  const form = page.getByRole('dialog', { name: 'Novo pacote' });
  await form.getByLabel('Nome').fill('Pacote 2 cortes');
  await form.getByLabel('Serviço 1', { exact: true }).selectOption({ label: 'Corte · R$ 50,00' });
  await form.getByLabel('Sessões').fill('2');
  await form.getByLabel('Preço do pacote').fill('90');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Pacote criado')).toBeVisible();
  const row = page.getByTestId('package-row').filter({ hasText: 'Pacote 2 cortes' });
  await expect(row).toContainText('Corte: 2 sessões');
  await expect(row).toContainText('R$ 10,00 (10%)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // --- Marta's first haircut: the package is sold on its comanda and pays for it at once.
  const visits = [];
  for (const hour of ['10', '11'])
    visits.push(
      await call<{ id: string }>(page.request, 'post', '/api/appointments', {
        professionalId: paula.id,
        serviceId: cut.id,
        clientId: client.id,
        startsAt: new Date(`${tomorrow()}T${hour}:00:00-03:00`).toISOString(),
      }),
    );
  const first = await call<{ id: string }>(page.request, 'post', '/api/comandas', { appointmentId: visits[0]!.id });
  await page.goto(`/comandas/${first.id}`);
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar item' });
  await dialog.getByRole('radio', { name: 'Pacote' }).click();
  await dialog.getByTestId('package-option').filter({ hasText: 'Pacote 2 cortes' }).click();
  await expect(toast(page, 'Pacote adicionado à comanda')).toBeVisible();
  await expect(page.getByTestId('comanda-totals').getByTestId('total')).toHaveText('R$ 140,00');
  await page.getByRole('button', { name: 'Usar sessão do pacote' }).click();
  await expect(page.getByTestId('package-session')).toContainText('Pacote 2 cortes');
  await expect(page.getByTestId('comanda-totals').getByTestId('total')).toHaveText('R$ 90,00');
  await closeComanda(page, 1);

  // --- The second: its comanda opens with the package's other session, at R$ 0,00.
  const second = await call<{ id: string }>(page.request, 'post', '/api/comandas', { appointmentId: visits[1]!.id });
  await page.goto(`/comandas/${second.id}`);
  await expect(page.getByTestId('package-session')).toContainText('Sessão do pacote');
  await expect(page.getByTestId('package-session')).toContainText('Pacote 2 cortes');
  await expect(page.getByTestId('comanda-totals').getByTestId('total')).toHaveText('R$ 0,00');
  await closeComanda(page, 2);

  // --- The client's page: no session left, both used, each with its comanda.
  await page.goto(`/clientes/${client.id}`);
  const bought = page.getByTestId('client-package');
  await expect(bought.getByTestId('client-package-state')).toHaveText('Esgotado');
  await expect(bought.getByTestId('package-item')).toContainText('0 de 2 sessões restantes');
  await expect(bought.getByTestId('package-session-used')).toHaveText([/Corte.*Comanda #1/, /Corte.*Comanda #2/]);
  expect(failed).toEqual([]);
});
