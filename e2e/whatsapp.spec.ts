import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { APP_URL } from './support/env.ts';
import { axeViolations } from './support/axe.ts';
import { expect, prepareOnlineBusiness, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';

// The test WhatsApp (docs/whatsapp.md): a customer books on a phone with the WhatsApp box checked,
// the confirmation shows on /whatsapp-teste with its buttons, and tapping Confirmar confirms the
// appointment on the owner's schedule; the customer then writes a text, and the owner answers it from
// the client's page. The pages pass axe at a phone's and a desktop's width.

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Three days ahead in São Paulo, where the business and the browser are. */
function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** A mobile number of its own, so the conversation is this test's. */
const uniquePhone = () =>
  `(11) 98${String(randomInt(1000)).padStart(3, '0')}-${String(randomInt(10_000)).padStart(4, '0')}`;

async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Opens /whatsapp-teste until the conversation with `phone` is there (the outbox worker sends within seconds). */
async function openConversation(page: Page, phone: string) {
  await page.goto('/whatsapp-teste');
  const conversation = page.getByRole('button', { name: new RegExp(phone.replace(/[()]/g, '\\$&')) });
  await expect(async () => {
    await page.getByRole('button', { name: /^(Atualizar|Refresh)$/ }).click();
    await expect(conversation).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await conversation.click();
  await expect(page.getByRole('heading', { level: 2, name: phone })).toBeVisible();
}

async function bookWithWhatsApp(browser: Browser, businessId: string, phone: string) {
  const context = await browser.newContext(PHONE);
  const customer = await context.newPage();
  await customer.goto(`/agendar/${businessId}`);
  await customer.getByRole('button', { name: /Corte WhatsApp/ }).click();
  await customer.getByRole('button', { name: /Paula WhatsApp/ }).click();
  await customer.locator(`[data-day="${daysAhead(3)}"]`).click();
  await customer.getByRole('button', { name: '11:00', exact: true }).click();
  await customer.getByLabel('Nome completo').fill('Cliente WhatsApp');
  await customer.getByLabel(/Telefone/).fill(phone);
  await customer.getByRole('checkbox', { name: /pelo WhatsApp/ }).check();
  await customer.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(customer.getByTestId('booking-confirmation')).toBeVisible();
  return { context, customer };
}

test('a customer confirms their booking with the button of the test WhatsApp', async ({ browser }) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext(DESKTOP);
  const owner = await ownerContext.newPage();
  await signUpThroughApi(owner.request, uniqueEmail('zap'));
  const { businessId } = await prepareOnlineBusiness(owner.request, {
    name: 'Salão E2E WhatsApp',
    welcomeMessage: 'Olá!',
    service: { name: 'Corte WhatsApp', durationMinutes: 30, priceCents: 4500 },
    professional: 'Paula WhatsApp',
  });
  // Bookings wait for the customer's confirmation, which the WhatsApp button gives.
  const settings = await owner.request.patch(`${APP_URL}/api/online-booking/settings`, {
    data: { autoConfirm: false },
    headers: { origin: APP_URL },
  });
  expect(settings.ok()).toBe(true);

  const phone = uniquePhone();
  const { context, customer } = await bookWithWhatsApp(browser, businessId, phone);

  await openConversation(customer, phone);
  const chat = customer.getByRole('region', { name: phone });
  await expect(chat.getByText(/Seu horário em Salão E2E WhatsApp está marcado/)).toBeVisible();
  await expect(
    customer.getByText('Este é um WhatsApp de teste: nada sai desta máquina.', { exact: false }),
  ).toBeVisible();
  const buttons = chat.getByRole('group', { name: 'Respostas rápidas' });
  await expect(buttons.getByRole('button')).toHaveText(['Confirmar', 'Cancelar', 'Remarcar']);
  expect(await axeViolations(customer)).toEqual([]);
  await snapshot(customer, 'whatsapp-teste-375-pt-BR');

  await buttons.getByRole('button', { name: 'Confirmar' }).click();
  // The answer to the tap arrives in the conversation once the outbox sends it.
  await expect(async () => {
    await customer.getByRole('button', { name: 'Atualizar' }).click();
    await expect(chat.getByText(/está confirmado/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The owner's schedule shows the appointment confirmed.
  await owner.goto('/agenda');
  await owner.getByLabel('Ir para a data').fill(daysAhead(3));
  await expect(owner.getByTestId('appointment-card').filter({ hasText: 'Cliente WhatsApp' })).toHaveAttribute(
    'data-status',
    'confirmed',
  );

  // The customer writes a text, which opens WhatsApp's 24-hour window: the owner answers it from
  // the client's page, and the answer reaches the customer's phone.
  await customer.getByLabel('Responder como o cliente').fill('Posso levar minha filha?');
  await customer.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByText('Posso levar minha filha?')).toBeVisible();
  const found = await owner.request.get(`${APP_URL}/api/clients?search=${encodeURIComponent('Cliente WhatsApp')}`);
  const [client] = (await found.json()).items as Array<{ id: string }>;
  await owner.goto(`/clientes/${client!.id}`);
  const conversation = owner.getByRole('region', { name: 'Conversa no WhatsApp' });
  await expect(conversation.getByText('Posso levar minha filha?')).toBeVisible();
  await expect(conversation.getByText(/Você pode responder até/)).toBeVisible();
  await conversation.getByLabel('Responder no WhatsApp').fill('Claro, será bem-vinda!');
  await conversation.getByRole('button', { name: 'Enviar' }).click();
  const answer = conversation.getByTestId('whatsapp-message').filter({ hasText: 'Claro, será bem-vinda!' });
  await expect(answer).toContainText('Entregue', { timeout: 30_000 });
  expect(await axeViolations(owner)).toEqual([]);
  await snapshot(owner, 'client-whatsapp-1280-pt-BR');

  // The same page on a desktop, with the answer.
  await owner.goto('/whatsapp-teste');
  await openConversation(owner, phone);
  await expect(owner.getByRole('region', { name: phone }).getByText('Claro, será bem-vinda!')).toBeVisible();
  expect(await axeViolations(owner)).toEqual([]);
  await snapshot(owner, 'whatsapp-teste-1280-pt-BR');

  await context.close();
  await ownerContext.close();
});

test('the test WhatsApp speaks English', async ({ browser }) => {
  for (const [name, device] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    const context = await browser.newContext({ ...device, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/whatsapp-teste');
    await expect(page.getByRole('heading', { level: 1, name: 'Test WhatsApp' })).toBeVisible();
    await expect(
      page.getByText('This is a test WhatsApp: nothing leaves this machine.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Local mailbox' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, `whatsapp-teste-${name}-en-US`);

    // The mailbox links here.
    await page.getByRole('link', { name: 'Local mailbox' }).click();
    await page.getByRole('link', { name: 'Test WhatsApp' }).click();
    await expect(page).toHaveURL(/\/whatsapp-teste$/);
    await context.close();
  }
});
