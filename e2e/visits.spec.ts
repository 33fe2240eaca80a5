import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { APP_URL } from './support/env.ts';
import {
  expect,
  prepareOnlineBusiness,
  signUpThroughApi,
  test,
  uniqueEmail,
  type OpenTab,
} from './support/fixtures.ts';

// A visit of several services on the public booking page (docs/booking.md, "Visits of several services"): a customer
// on a phone books a cut with one professional and a colour right after it with another, the owner's schedule shows
// the two as one visit, and the customer moves the whole visit through the manage link, which the schedule follows.
// In en-US, also on a phone, a visit with "any professional" is booked and moved from its manage link.

/** A business taking online bookings with two services, each done by its own professional. */
async function prepareVisitBusiness(request: APIRequestContext, name: string): Promise<string> {
  await signUpThroughApi(request, uniqueEmail('visita'));
  const { businessId } = await prepareOnlineBusiness(request, {
    name,
    welcomeMessage: 'Marque um ou mais serviços.',
    service: { name: 'Corte Visita', durationMinutes: 30, priceCents: 4500 },
    professional: 'Paula Visita',
  });
  const headers = { origin: APP_URL, 'accept-language': 'pt-BR' };
  const colour = await request.post(`${APP_URL}/api/services`, {
    data: { name: 'Coloração Visita', durationMinutes: 60, priceCents: 12000 },
    headers,
  });
  expect(colour.ok(), await colour.text()).toBe(true);
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  const bruno = await request.post(`${APP_URL}/api/professionals`, {
    data: { fullName: 'Bruno Visita', serviceIds: [(await colour.json()).id], workingHours: week, breaks: [] },
    headers,
  });
  expect(bruno.ok(), await bruno.text()).toBe(true);
  return businessId;
}

/** A day `days` ahead in São Paulo, where the business and the browser are. */
function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The booking page of `businessId`, at the services, in a new browser of that language and size. */
async function openBookingPage(openTab: OpenTab, businessId: string, locale: string, width: number) {
  const { context, page } = await openTab({
    locale,
    viewport: { width, height: width < 500 ? 812 : 800 },
    ...(width < 500 ? { isMobile: true, hasTouch: true } : {}),
  });
  await page.goto(`/agendar/${businessId}`);
  return { context, page };
}

test('on a phone, a customer books a cut and a colour with two professionals and moves the visit whole', async ({
  openTab,
  request,
}) => {
  test.setTimeout(60_000);
  const businessId = await prepareVisitBusiness(request, 'Salão E2E Visitas');
  const { context, page } = await openBookingPage(openTab, businessId, 'pt-BR', 375);
  const day = daysAhead(3);

  // The first service as always, then another one added after it.
  await page.getByRole('button', { name: /Corte Visita/ }).click();
  await expect(page.getByRole('heading', { name: 'Com quem?' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar outro serviço' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar outro serviço' })).toBeVisible();
  await page.getByRole('button', { name: /Coloração Visita/ }).click();
  const services = page.getByTestId('chosen-services');
  await expect(services.getByRole('listitem')).toHaveText([
    /Corte Visita.*30 min.*R\$\s45,00/,
    /Coloração Visita.*1 h.*R\$\s120,00/,
  ]);
  await expect(page.getByTestId('visit-total')).toHaveText(/Total\s*1 h 30 min · R\$\s165,00/);

  // Who does each, then the visit's free times.
  await page.getByRole('group', { name: '1. Corte Visita' }).getByText('Paula Visita').click();
  await page.getByRole('group', { name: '2. Coloração Visita' }).getByText('Bruno Visita').click();
  expect(await axeViolations(page, { only: 'serious' })).toEqual([]);
  await page.getByRole('button', { name: 'Ver horários' }).click();
  await expect(page.getByRole('heading', { name: 'Escolha o dia e o horário' })).toBeVisible();
  await page.locator(`[data-day="${day}"]`).click();
  await page.getByRole('button', { name: '10:00', exact: true }).click();

  // The summary lists each step; booking it shows the visit.
  await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
  const steps = page.getByTestId('visit-steps').getByRole('listitem');
  await expect(steps).toHaveText([
    /10:00–10:30\s*Corte Visita\s*Paula Visita · R\$\s45,00/,
    /10:30–11:30\s*Coloração Visita\s*Bruno Visita · R\$\s120,00/,
  ]);
  expect(await axeViolations(page, { only: 'serious' })).toEqual([]);
  await page.getByLabel('Nome completo').fill('Cliente da Visita');
  await page.getByLabel(/Telefone/).fill('(11) 98765-4321');
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByTestId('visit-steps').getByRole('listitem')).toHaveText([
    /10:00–10:30\s*Corte Visita\s*Paula Visita/,
    /10:30–11:30\s*Coloração Visita\s*Bruno Visita/,
  ]);
  await expect(confirmation).toContainText(/R\$\s165,00/);
  const manageUrl = (await page.getByTestId('manage-link').textContent())!.trim();

  // The owner's schedule, on a phone too, shows the two steps as one visit.
  const { context: ownerContext, page: schedule } = await openTab({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await ownerContext.addCookies((await request.storageState()).cookies);
  await schedule.goto(`/agenda?view=day&date=${day}`);
  // One professional's column at a time on a phone: Bruno's holds the visit's second step, Paula's its first.
  const card = schedule.locator('[data-testid="appointment-card"][data-visit-id]');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('visit-marker')).toHaveText('Visita 2/2');
  await expect(card).toHaveAttribute('title', /^10:30–11:30, Cliente da Visita, Coloração Visita, .*serviço 2 de 2$/);
  const visitId = await card.getAttribute('data-visit-id');
  await schedule.getByRole('button', { name: 'Paula Visita', exact: true }).click();
  await expect(card.getByTestId('visit-marker')).toHaveText('Visita 1/2');
  await expect(card).toHaveAttribute('title', /^10:00–10:30, Cliente da Visita, Corte Visita, .*serviço 1 de 2$/);
  await expect(card).toHaveAttribute('data-visit-id', visitId!);

  // The manage link shows the visit and moves it whole, each step keeping its professional.
  await page.goto(manageUrl);
  await expect(page.getByRole('heading', { name: 'Detalhes do agendamento' })).toBeVisible();
  await expect(page.getByTestId('visit-steps').getByRole('listitem')).toHaveText([
    /10:00–10:30\s*Corte Visita\s*Paula Visita/,
    /10:30–11:30\s*Coloração Visita\s*Bruno Visita/,
  ]);
  await page.getByRole('button', { name: 'Remarcar' }).click();
  await page.locator(`[data-day="${day}"]`).click();
  await page.getByRole('button', { name: '14:00', exact: true }).click();
  await page.getByRole('button', { name: 'Confirmar novo horário' }).click();
  await expect(page.getByText('Agendamento remarcado')).toBeVisible();
  await expect(page.getByTestId('visit-steps').getByRole('listitem')).toHaveText([
    /14:00–14:30\s*Corte Visita\s*Paula Visita/,
    /14:30–15:30\s*Coloração Visita\s*Bruno Visita/,
  ]);

  // The schedule follows the move (live).
  await expect(card).toHaveAttribute('title', /^14:00–14:30, /);

  // Cancelling says it cancels the whole visit.
  await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancelar toda a visita?' })).toContainText(
    'Todos os serviços desta visita são cancelados',
  );
  await Promise.all([context.close(), ownerContext.close()]);
});

test('en-US on a phone: a visit with any professional is booked and moved from its manage link', async ({
  openTab,
  request,
}) => {
  test.setTimeout(60_000);
  const businessId = await prepareVisitBusiness(request, 'E2E Visit Salon');
  const { context, page } = await openBookingPage(openTab, businessId, 'en-US', 375);
  const day = daysAhead(3);
  await page.getByRole('button', { name: /Corte Visita/ }).click();
  await page.getByRole('button', { name: 'Add another service' }).click();
  await page.getByRole('button', { name: /Coloração Visita/ }).click();
  await page.getByRole('button', { name: 'See times' }).click();
  await page.locator(`[data-day="${day}"]`).click();
  await page.getByRole('button', { name: '10:00 AM', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  // "Any professional" for both: each step names who the free time found.
  await expect(page.getByTestId('visit-steps').getByRole('listitem')).toHaveText([
    /10:00 AM–10:30 AM\s*Corte Visita\s*Paula Visita · R\$45\.00/,
    /10:30 AM–11:30 AM\s*Coloração Visita\s*Bruno Visita · R\$120\.00/,
  ]);
  await expect(page.getByText('1 h 30 min · R$165.00')).toBeVisible();
  await page.getByLabel('Full name').fill('Visit Customer');
  await page.getByLabel(/Phone/).fill('(11) 98765-4322');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByTestId('booking-confirmation')).toContainText('R$165.00');
  await page.goto((await page.getByTestId('manage-link').textContent())!.trim());
  await expect(page.getByRole('heading', { name: 'Booking details' })).toBeVisible();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await page.locator(`[data-day="${day}"]`).click();
  await page.getByRole('button', { name: '2:00 PM', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(page.getByText('Booking rescheduled')).toBeVisible();
  await expect(page.getByTestId('visit-steps').getByRole('listitem')).toHaveText([
    /2:00 PM–2:30 PM\s*Corte Visita\s*Paula Visita/,
    /2:30 PM–3:30 PM\s*Coloração Visita\s*Bruno Visita/,
  ]);
  await context.close();
});
