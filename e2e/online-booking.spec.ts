import type { APIRequestContext } from '@playwright/test';
import { APP_URL } from './support/env.ts';
import { axeViolations } from './support/axe.ts';
import { expect, prepareOnlineBusiness, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';

// Online booking (docs/booking.md): a customer books on a phone, the owner sees it on the schedule, the customer cancels
// through the manage link and the time is offered again. The public pages pass axe.

function prepareBusiness(request: APIRequestContext) {
  return prepareOnlineBusiness(request, {
    name: 'Salão E2E Online',
    welcomeMessage: 'Olá! Escolha seu horário.',
    service: { name: 'Corte Online', durationMinutes: 30, priceCents: 4500 },
    professional: 'Paula Online',
  });
}

/** Three days ahead in São Paulo, where the business and the browser are: well outside the 24 h before which the customer may still cancel. */
function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test('a customer books on a phone, the owner sees it, the customer cancels and the time is free again', async ({
  openTab,
}) => {
  test.setTimeout(90_000);
  const { context: ownerContext, page: owner } = await openTab({ viewport: { width: 1280, height: 800 } });
  const email = uniqueEmail('online');
  await signUpThroughApi(owner.request, email);
  const { businessId } = await prepareBusiness(owner.request);

  const { context: phone, page: customer } = await openTab({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await customer.goto(`/agendar/${businessId}`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Salão E2E Online' })).toBeVisible();
  await expect(customer.getByText('Olá! Escolha seu horário.')).toBeVisible();
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);

  await customer.getByRole('button', { name: /Corte Online/ }).click();
  await expect(customer.getByRole('heading', { name: 'Com quem?' })).toBeVisible();
  await customer.getByRole('button', { name: /Paula Online/ }).click();
  await expect(customer.getByRole('heading', { name: 'Escolha o dia e o horário' })).toBeVisible();
  const day = daysAhead(3);
  await customer.locator(`[data-day="${day}"]`).click();
  const time = customer.getByRole('button', { name: '10:00', exact: true });
  await expect(time).toBeVisible();
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);
  await time.click();

  await expect(customer.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
  await customer.getByLabel('Nome completo').fill('Cliente do Celular');
  await customer.getByLabel(/Telefone/).fill('(11) 98765-1234');
  // The WhatsApp box waits unchecked for the customer, who checks it.
  const whatsapp = customer.getByRole('checkbox', { name: /pelo WhatsApp/ });
  await expect(whatsapp).not.toBeChecked();
  await whatsapp.check();
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);
  await customer.getByRole('button', { name: 'Confirmar agendamento' }).click();

  const confirmation = customer.getByTestId('booking-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(customer.getByTestId('booking-status')).toHaveText('Confirmado');
  await expect(confirmation).toContainText('10:00');
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);
  const manageUrl = (await customer.getByTestId('manage-link').textContent())!.trim();
  expect(manageUrl).toContain(`/agendar/${businessId}/reserva/`);

  // The owner (signed in by the sign-up) sees it on the schedule that day.
  await owner.goto('/agenda');
  await owner.getByLabel('Ir para a data').fill(day);
  await expect(owner.getByTestId('appointment-card').filter({ hasText: 'Cliente do Celular' })).toBeVisible();
  // The client is kept with the phone in E.164 and the consent given on the booking page.
  const found = await owner.request.get(`/api/clients?search=${encodeURIComponent('Cliente do Celular')}`);
  const [booked] = ((await found.json()) as { items: Array<{ id: string; phone: string }> }).items;
  expect(booked?.phone).toBe('+5511987651234');
  const detail = (await (await owner.request.get(`/api/clients/${booked!.id}`)).json()) as {
    whatsapp: { consentSource: string; consentWords: string };
  };
  expect(detail.whatsapp).toMatchObject({
    consentSource: 'booking_page',
    consentWords: 'Quero receber confirmações e lembretes deste agendamento pelo WhatsApp.',
  });

  // The customer cancels through the manage link.
  await customer.goto(manageUrl);
  await expect(customer.getByRole('heading', { name: 'Detalhes do agendamento' })).toBeVisible();
  // The business has neither an address nor a phone: no empty card about it.
  await expect(customer.getByRole('region', { name: 'Sobre o estabelecimento' })).toHaveCount(0);
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);
  await customer.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await customer.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(customer.getByText('Agendamento cancelado').first()).toBeVisible();

  // The time is offered again.
  await customer.goto(`/agendar/${businessId}`);
  await customer.getByRole('button', { name: /Corte Online/ }).click();
  await customer.getByRole('button', { name: /Paula Online/ }).click();
  await customer.locator(`[data-day="${day}"]`).click();
  await expect(customer.getByRole('button', { name: '10:00', exact: true })).toBeVisible();

  // And the owner's schedule shows it cancelled.
  await owner.reload();
  await owner.getByLabel('Ir para a data').fill(day);
  await expect(owner.getByTestId('appointment-card').filter({ hasText: 'Cliente do Celular' })).toHaveAttribute(
    'data-status',
    'cancelled',
  );

  await phone.close();
  await ownerContext.close();
});

test('a business that does not take online bookings, or does not exist, gets a clear page', async ({ page }) => {
  const email = uniqueEmail('offline');
  await signUpThroughApi(page.request, email);
  const me = await (await page.request.get(`${APP_URL}/api/me`)).json();
  await page.goto(`/agendar/${me.profile.businessId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agendamento online indisponível' })).toBeVisible();
  await page.goto('/agendar/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Página de agendamento não encontrada' })).toBeVisible();
  expect(await axeViolations(page, { only: 'serious' })).toEqual([]);

  // Its owner is not offered to share a link that takes no bookings, and is told why; turned on, it is.
  await page.goto('/agendamento-online');
  await expect(page.getByTestId('booking-link-off')).toHaveText(
    'O agendamento online está desativado: o link não recebe agendamentos. Ative-o para compartilhar o link no WhatsApp e imprimir o QR code.',
  );
  await expect(page.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toHaveCount(0);
  await expect(page.getByTestId('booking-qr-code')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Receber agendamentos online' }).click();
  await expect(page.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toBeVisible();
  await expect(page.getByTestId('booking-qr-code')).toBeVisible();
  await expect(page.getByTestId('booking-link-off')).toHaveCount(0);
});
