import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { APP_URL } from './support/env.ts';
import {
  expect,
  prepareOnlineBusiness,
  signUpThroughApi,
  test,
  toast,
  uniqueEmail,
  type OpenTab,
} from './support/fixtures.ts';

// The clients' data rights and the business's own (docs/data-rights.md, docs/business-closing.md): the owner downloads a client's data
// (JSON and CSV) and erases it from the client's page — refused while a visit is still ahead —;
// downloads the whole business as a ZIP, closes it, and reopens it — in pt-BR at 1280 px. What
// en-US changes (the CSV's headings, the page's words) has a short test on a phone; screens.spec.ts
// checks the client's page, the settings and the closed business at 375 px in both languages.

const TEXTS = {
  'pt-BR': {
    exportJson: 'Exportar dados (JSON)',
    exportCsv: 'Exportar dados (CSV separado por ;)',
    erase: 'Apagar dados pessoais',
    confirmLabel: /Para confirmar, digite o nome do cliente/,
    upcoming: 'Este cliente ainda tem agendamentos futuros',
    erased: 'Dados pessoais apagados',
    erasedNotice: /Dados pessoais apagados em/,
    csvHeader: 'Seção',
    downloadAll: 'Baixar todos os dados (ZIP)',
    closeBusiness: 'Encerrar empresa',
    closeConfirmLabel: /Para confirmar, digite o nome da empresa/,
    closedTitle: 'Empresa encerrada',
    reopen: 'Reabrir empresa',
    reopened: 'Empresa reaberta',
    downloadClosed: 'Baixar dados',
    professionalClosed: /foi encerrada pelo proprietário/,
    settings: 'Configurações',
  },
  'en-US': {
    exportJson: 'Export data (JSON)',
    exportCsv: 'Export data (comma-separated CSV)',
    erase: 'Erase personal data',
    confirmLabel: /To confirm, type the client's name/,
    upcoming: 'This client still has upcoming appointments',
    erased: 'Personal data erased',
    erasedNotice: /Personal data erased on/,
    csvHeader: 'Section',
    downloadAll: 'Download all data (ZIP)',
    closeBusiness: 'Close the business',
    closeConfirmLabel: /To confirm, type the name of the business/,
    closedTitle: 'Business closed',
    reopen: 'Reopen business',
    reopened: 'Business reopened',
    downloadClosed: 'Download data',
    professionalClosed: /was closed by its owner/,
    settings: 'Settings',
  },
} as const;
type Language = keyof typeof TEXTS;

const DESKTOP = { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } };
const PHONE = { name: 'phone', options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } };
type Device = typeof DESKTOP | typeof PHONE;
/** The journeys' form: pt-BR at 1280 px. */
const MAIN = { device: DESKTOP, language: 'pt-BR' as Language };

test.describe.configure({ timeout: 120_000 });

async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'patch',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`${APP_URL}${path}`, {
    data,
    headers: { origin: APP_URL, 'accept-language': 'pt-BR' },
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A person's tab of that size and language, in the business's time zone, taking downloads. */
async function newTab(
  openTab: OpenTab,
  device: Device,
  language: Language,
): Promise<{ context: BrowserContext; page: Page }> {
  const tab = await openTab({
    ...device.options,
    locale: language,
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
  });
  await tab.context.addInitScript((value) => window.localStorage.setItem('language', value), language);
  return tab;
}

/** Clicks `name` and answers the file the browser downloaded. */
async function downloadFile(page: Page, name: string): Promise<{ fileName: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).first().click(),
  ]);
  return { fileName: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

async function downloadBy(page: Page, name: string): Promise<{ fileName: string; text: string }> {
  const file = await downloadFile(page, name);
  return { fileName: file.fileName, text: file.bytes.toString('utf8') };
}

/** The CSV files of a business's ZIP, by name. */
function unzipCsv(bytes: Buffer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, strFromU8(data)]),
  );
}

test("the owner exports a client's data and erases it, refused while a visit is still ahead", async ({ openTab }) => {
  const { device, language } = MAIN;
  const texts = TEXTS[language];
  const { context, page } = await newTab(openTab, device, language);
  await signUpThroughApi(page.request, uniqueEmail('lgpd'));
  await prepareOnlineBusiness(page.request, {
    name: `Salão Dados ${device.name}`,
    welcomeMessage: 'Olá',
    service: { name: 'Corte', durationMinutes: 30, priceCents: 5000 },
    professional: 'Paula Reis',
  });
  const [professional] = (await api<{ items: { id: string }[] }>(page.request, 'get', '/api/professionals')).items;
  const [service] = (await api<{ items: { id: string }[] }>(page.request, 'get', '/api/services')).items;
  const person = {
    fullName: `Marta Quintela ${language}`,
    phone: '(11) 98888-1234',
    email: `marta.${device.name}.${language}@example.com`,
    notes: 'Prefere a manhã',
  };
  const client = await api<{ id: string }>(page.request, 'post', '/api/clients', person);
  const book = (startsAt: Date) =>
    api<{ id: string }>(page.request, 'post', '/api/appointments', {
      professionalId: professional!.id,
      serviceId: service!.id,
      clientId: client.id,
      startsAt: startsAt.toISOString(),
      allowOutsideWorkingHours: true,
    });
  // A client of long standing: eleven visits over the last weeks, registered only today.
  const firstVisit = new Date(Date.now() - 14 * 86_400_000);
  for (let days = 14; days > 3; days--) await book(new Date(Date.now() - days * 86_400_000));
  const past = await book(new Date(Date.now() - 3 * 86_400_000));
  await api(page.request, 'patch', `/api/appointments/${past.id}/status`, { status: 'completed' });
  const ahead = await book(new Date(Date.now() + 3 * 86_400_000));

  await page.goto(`/clientes/${client.id}`);
  // The first visit to the page loads its code: slow on a busy two-core machine.
  await expect(page.getByRole('heading', { name: person.fullName })).toBeVisible({ timeout: 30_000 });
  // A client since their first visit, not since the row was written.
  const firstDay = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(
    firstVisit,
  );
  await expect(page.getByText(`Cliente desde ${firstDay}`)).toBeVisible();
  // The data-rights actions come before the history, which shows ten visits a page.
  const history = page.getByRole('table', { name: 'Histórico de agendamentos' });
  const privacy = page.getByRole('region', { name: 'Privacidade e dados' });
  expect((await privacy.boundingBox())!.y).toBeLessThan((await history.boundingBox())!.y);
  await expect(history.getByTestId('history-row')).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: 'Próxima' }).click();
  await expect(history.getByTestId('history-row')).toHaveCount(3);

  const json = await downloadBy(page, texts.exportJson);
  expect(json.fileName).toMatch(/\.json$/);
  const copy = JSON.parse(json.text) as { client: { fullName: string; email: string }; appointments: unknown[] };
  expect(copy.client).toMatchObject({ fullName: person.fullName, email: person.email });
  expect(copy.appointments).toHaveLength(13);
  const csv = await downloadBy(page, texts.exportCsv);
  expect(csv.fileName).toMatch(/\.csv$/);
  expect(csv.text).toContain(texts.csvHeader);
  expect(csv.text).toContain(person.fullName);

  await page.getByRole('button', { name: texts.erase }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: texts.erase });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(texts.confirmLabel).fill(person.fullName);
  await confirm.click();
  await expect(dialog.getByText(texts.upcoming)).toBeVisible();
  await expect(page.getByRole('heading', { name: person.fullName })).toBeVisible();

  await api(page.request, 'post', `/api/appointments/${ahead.id}/cancel`, {});
  await confirm.click();
  await expect(toast(page, texts.erased)).toBeVisible();
  await expect(page.getByText(texts.erasedNotice)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cliente removido' })).toBeVisible();
  await expect(page.getByText(person.fullName)).toHaveCount(0);
  await expect(page.getByText(person.email)).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.erase })).toHaveCount(0);
  await page.screenshot({
    path: test.info().outputPath(`client-erased-${device.name}-${language}.png`),
    fullPage: true,
  });

  // The business's list and search no longer show her.
  const list = await api<{ items: { id: string }[] }>(page.request, 'get', '/api/clients');
  expect(list.items.map((item) => item.id)).not.toContain(client.id);
  await context.close();
});

test('the owner downloads the whole business, closes it, the team is shut out, and reopens it', async ({ openTab }) => {
  const { device, language } = MAIN;
  const texts = TEXTS[language];
  const { context: ownerContext, page } = await newTab(openTab, device, language);
  await signUpThroughApi(page.request, uniqueEmail('fecha'));
  const name = `Salão Fecha ${device.name} ${language}`;
  await prepareOnlineBusiness(page.request, {
    name,
    welcomeMessage: 'Olá',
    service: { name: 'Corte', durationMinutes: 30, priceCents: 5000 },
    professional: 'Paula Reis',
  });
  const [professional] = (await api<{ items: { id: string }[] }>(page.request, 'get', '/api/professionals')).items;
  const professionalEmail = uniqueEmail('paula');
  await api(page.request, 'post', '/api/users', {
    mode: 'password',
    professionalId: professional!.id,
    email: professionalEmail,
    password: 'senha-da-paula-1',
  });
  await api(page.request, 'post', '/api/clients', { fullName: 'Cliente Exportada', phone: '(11) 97777-0000' });

  await page.goto('/configuracoes');
  const zip = await downloadFile(page, texts.downloadAll);
  expect(zip.fileName).toMatch(/^agendo-.*\.zip$/);
  const files = unzipCsv(zip.bytes);
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['clients.csv', 'appointments.csv', 'services.csv', 'users.csv']),
  );
  expect(files['clients.csv']).toContain('Cliente Exportada');
  expect(files['users.csv']).toContain(professionalEmail);

  await page.getByRole('button', { name: texts.closeBusiness }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: texts.closeBusiness });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(texts.closeConfirmLabel).fill(name);
  await page.screenshot({ path: test.info().outputPath(`close-dialog-${device.name}-${language}.png`) });
  await confirm.click();
  await expect(page).toHaveURL(/\/empresa-encerrada$/);
  await expect(page.getByRole('heading', { name: texts.closedTitle })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`closed-${device.name}-${language}.png`), fullPage: true });
  // Every page of the back office leads there, and the API refuses the rest.
  await page.goto('/agenda');
  await expect(page).toHaveURL(/\/empresa-encerrada$/);
  const refused = await page.request.get(`${APP_URL}/api/clients`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('BUSINESS_CLOSED');
  // The data still comes out while closed.
  const stillThere = await downloadFile(page, texts.downloadClosed);
  expect(unzipCsv(stillThere.bytes)['clients.csv']).toContain('Cliente Exportada');

  const { context: teamContext, page: team } = await newTab(openTab, device, language);
  const signIn = await team.request.post(`${APP_URL}/api/auth/sign-in/email`, {
    data: { email: professionalEmail, password: 'senha-da-paula-1' },
    headers: { origin: APP_URL },
  });
  expect(signIn.ok()).toBe(true);
  await team.goto('/agenda');
  await expect(team).toHaveURL(/\/empresa-encerrada$/);
  await expect(team.getByText(texts.professionalClosed)).toBeVisible();
  await expect(team.getByRole('button', { name: texts.reopen })).toHaveCount(0);

  await page.getByRole('button', { name: texts.reopen }).click();
  await expect(toast(page, texts.reopened)).toBeVisible();
  await page.goto('/configuracoes');
  await expect(page.getByRole('heading', { name: texts.settings, level: 1 })).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get(`${APP_URL}/api/clients`)).status()).toBe(200);
  await team.goto('/agenda');
  await expect(team).toHaveURL(/\/agenda$/);
  await teamContext.close();
  await ownerContext.close();
});

test("en-US on a phone: a client's data comes out with the page's words and the CSV's headings in English", async ({
  openTab,
}) => {
  const texts = TEXTS['en-US'];
  const { context, page } = await newTab(openTab, PHONE, 'en-US');
  await signUpThroughApi(page.request, uniqueEmail('lgpd'));
  const person = { fullName: 'Marta Quintela en-US', phone: '(11) 98888-1234', email: `marta.${uniqueEmail('en')}` };
  const client = await api<{ id: string }>(page.request, 'post', '/api/clients', person);

  await page.goto(`/clientes/${client.id}`);
  await expect(page.getByRole('heading', { name: person.fullName })).toBeVisible({ timeout: 30_000 });
  const json = await downloadBy(page, texts.exportJson);
  expect((JSON.parse(json.text) as { client: { fullName: string } }).client.fullName).toBe(person.fullName);
  const csv = await downloadBy(page, texts.exportCsv);
  expect(csv.fileName).toMatch(/\.csv$/);
  expect(csv.text).toContain(texts.csvHeader);
  expect(csv.text).toContain(person.fullName);

  // The erasure asks for the name in English; nothing is erased here.
  await page.getByRole('button', { name: texts.erase }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(texts.confirmLabel)).toBeVisible();
  await expect(dialog.getByRole('button', { name: texts.erase })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await context.close();
});
