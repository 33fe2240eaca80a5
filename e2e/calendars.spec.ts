import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';
import { ENV_RADICALE_URL, RADICALE_PASSWORD, RADICALE_USER } from './support/env.ts';

// Connected calendars (docs/calendars.md) in Chromium: from the schedule's "Sincronizar com
// Google", the owner connects a professional's CalDAV calendar on a real Radicale (started by the
// global setup), sees it active, books, finds the event in Radicale, and disconnects removing it;
// then the same dialog in English on a phone.

const TIME_ZONE = 'America/Sao_Paulo';

function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() + 24 * 60 * 60 * 1000));
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, method: 'post' | 'patch' = 'post') {
  const response = await request[method](path, { data, headers: { 'accept-language': 'pt-BR' } });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const basicAuth = { authorization: `Basic ${Buffer.from(`${RADICALE_USER}:${RADICALE_PASSWORD}`).toString('base64')}` };

test('the owner connects a professional’s CalDAV calendar from the schedule, books into it and disconnects', async ({
  page,
}) => {
  const radicaleUrl = process.env[ENV_RADICALE_URL];
  test.skip(
    !radicaleUrl,
    'Radicale is not installed: the connected-calendars journey is SKIPPED (apt-get install radicale)',
  );
  // A calendar of its own in Radicale for this run (MKCALENDAR).
  const calendarUrl = `${radicaleUrl}/${RADICALE_USER}/agenda-${randomBytes(4).toString('hex')}/`;
  const made = await fetch(calendarUrl, { method: 'MKCALENDAR', headers: basicAuth });
  expect(made.status).toBe(201);

  await signUpThroughApi(page.request, uniqueEmail());
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  await post(page.request, '/api/business/settings', { openingHours: week, setupDismissed: true }, 'patch');
  const service = await post<{ id: string }>(page.request, '/api/services', {
    name: 'Corte',
    durationMinutes: 30,
    priceCents: 5000,
  });
  const professional = await post<{ id: string }>(page.request, '/api/professionals', {
    fullName: 'Paula Reis',
    serviceIds: [service.id],
    workingHours: week,
  });
  const client = await post<{ id: string }>(page.request, '/api/clients', {
    fullName: 'João Pereira',
    phone: '+55 11 91234-5678',
  });

  await page.goto(`/agenda?view=day&date=${tomorrow()}`);
  await page.getByRole('button', { name: 'Sincronizar com Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendários' });
  await expect(dialog.getByLabel('Profissional', { exact: true })).toHaveValue(professional.id);
  await expect(dialog.getByText('Nenhum calendário conectado.')).toBeVisible();
  // The iCalendar links stay for any other calendar.
  await expect(dialog.getByTestId('calendar-feed').first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Conectar calendário CalDAV' }).click();
  await dialog.getByLabel('Endereço do servidor').fill(radicaleUrl!);
  await dialog.getByLabel('Usuário').fill(RADICALE_USER);
  const password = dialog.getByLabel('Senha de app');
  await password.fill('wrong-password');
  await dialog.getByRole('button', { name: 'Conectar', exact: true }).click();
  // The server's refusal, translated, on the field it concerns.
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await password.fill(RADICALE_PASSWORD);
  await dialog.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(toast(page, 'Calendário conectado!')).toBeVisible();
  const connection = dialog.getByTestId('calendar-connection');
  await expect(connection).toHaveAttribute('data-status', 'active');
  await expect(connection).toContainText('Ativo');
  await expect(connection).toContainText(`${RADICALE_USER}@${new URL(radicaleUrl!).host}`);

  // An appointment becomes its event in Radicale, through the outbox.
  const booked = await post<{ id: string }>(page.request, '/api/appointments', {
    professionalId: professional.id,
    serviceId: service.id,
    clientId: client.id,
    startsAt: new Date(`${tomorrow()}T10:00:00-03:00`).toISOString(),
  });
  const eventUrl = `${calendarUrl}agendo-${booked.id}.ics`;
  await expect
    .poll(async () => {
      const response = await fetch(eventUrl, { headers: basicAuth });
      return response.ok ? await response.text() : response.status;
    })
    .toContain('Corte · João');

  await dialog.getByRole('button', { name: /^Desconectar: / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Desconectar este calendário?' });
  await confirm.getByRole('checkbox', { name: /remover deste calendário os eventos do Agendo/ }).check();
  await confirm.getByRole('button', { name: 'Desconectar', exact: true }).click();
  await expect(toast(page, 'Calendário desconectado')).toBeVisible();
  await expect(dialog.getByText('Nenhum calendário conectado.')).toBeVisible();
  expect((await fetch(eventUrl, { headers: basicAuth })).status).toBe(404);

  // The same dialog in English on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => window.localStorage.setItem('language', 'en-US'));
  await page.reload();
  await page.getByRole('button', { name: 'Sync with Google' }).click();
  const english = page.getByRole('dialog', { name: 'Calendars' });
  await english.getByRole('button', { name: 'Connect a CalDAV calendar' }).click();
  await expect(english.getByLabel('Server address')).toBeVisible();
  await expect(english.getByText(/app-specific password/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
