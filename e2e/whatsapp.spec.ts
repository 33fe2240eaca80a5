import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { APP_URL } from './support/env.ts';
import { axeViolations } from './support/axe.ts';
import {
  expect,
  prepareOnlineBusiness,
  signUpThroughApi,
  test,
  uniqueEmail,
  type OpenTab,
} from './support/fixtures.ts';

// The test WhatsApp (docs/whatsapp.md), in each language: a customer books on a phone with the
// WhatsApp box checked, the confirmation shows on /whatsapp-teste with its buttons, and tapping
// Confirmar confirms the appointment on the owner's open schedule within 5 s, whose panel shows the
// confirmation delivered; in pt-BR the customer then writes a text, and the owner answers it from the
// client's page. The pages pass axe at a phone's and a desktop's width.

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

const WORDS = {
  'pt-BR': {
    fullName: 'Nome completo',
    phone: /Telefone/,
    consent: /pelo WhatsApp/,
    submit: 'Confirmar agendamento',
    booked: /Seu horário em Salão E2E WhatsApp está marcado/,
    testOnly: 'Este é um WhatsApp de teste: nada sai desta máquina.',
    quickReplies: 'Respostas rápidas',
    buttons: ['Confirmar', 'Cancelar', 'Remarcar'],
    refresh: 'Atualizar',
    confirmed: /Seu horário em Salão E2E WhatsApp está confirmado/,
    goToDate: 'Ir para a data',
    title: 'WhatsApp de teste',
    confirmation: 'Confirmação',
    mailbox: 'Caixa de correio local',
  },
  'en-US': {
    fullName: 'Full name',
    phone: /Phone/,
    consent: /on WhatsApp/,
    submit: 'Confirm booking',
    booked: /Your appointment at Salão E2E WhatsApp is booked/,
    testOnly: 'This is a test WhatsApp: nothing leaves this machine.',
    quickReplies: 'Quick replies',
    buttons: ['Confirm', 'Cancel', 'Reschedule'],
    refresh: 'Refresh',
    confirmed: /Your appointment at Salão E2E WhatsApp is confirmed/,
    goToDate: 'Go to date',
    title: 'Test WhatsApp',
    confirmation: 'Confirmation',
    mailbox: 'Local mailbox',
  },
} as const;

type Language = keyof typeof WORDS;

async function bookWithWhatsApp(openTab: OpenTab, language: Language, businessId: string, phone: string) {
  const words = WORDS[language];
  const { context, page: customer } = await openTab({ ...PHONE, locale: language });
  await customer.goto(`/agendar/${businessId}`);
  await customer.getByRole('button', { name: /Corte WhatsApp/ }).click();
  await customer.getByRole('button', { name: /Paula WhatsApp/ }).click();
  await customer.locator(`[data-day="${daysAhead(3)}"]`).click();
  await customer.getByRole('button', { name: /^11:00/ }).click();
  await customer.getByLabel(words.fullName).fill('Cliente WhatsApp');
  await customer.getByLabel(words.phone).fill(phone);
  await customer.getByRole('checkbox', { name: words.consent }).check();
  await customer.getByRole('button', { name: words.submit }).click();
  await expect(customer.getByTestId('booking-confirmation')).toBeVisible();
  return { context, customer };
}

for (const language of ['pt-BR', 'en-US'] as const) {
  const words = WORDS[language];
  // The owner follows on a desktop in pt-BR, on a phone in en-US: the schedule at both widths.
  const ownerDevice = language === 'pt-BR' ? DESKTOP : PHONE;

  test(`a customer confirms their booking with the button of the test WhatsApp, in ${language}`, async ({
    openTab,
  }) => {
    test.setTimeout(120_000);
    const { context: ownerContext, page: owner } = await openTab({ ...ownerDevice, locale: language });
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
    const { context, customer } = await bookWithWhatsApp(openTab, language, businessId, phone);

    // The owner's schedule is open on the day: the tap below reaches it live, without a reload.
    await owner.goto('/agenda');
    await owner.getByLabel(words.goToDate).fill(daysAhead(3));
    const card = owner.getByTestId('appointment-card').filter({ hasText: 'Cliente WhatsApp' });
    await expect(card).toHaveAttribute('data-status', 'scheduled');

    await openConversation(customer, phone);
    const chat = customer.getByRole('region', { name: phone });
    await expect(chat.getByText(words.booked)).toBeVisible();
    await expect(customer.getByText(words.testOnly, { exact: false })).toBeVisible();
    const buttons = chat.getByRole('group', { name: words.quickReplies });
    await expect(buttons.getByRole('button')).toHaveText([...words.buttons]);
    expect(await axeViolations(customer)).toEqual([]);
    await snapshot(customer, `whatsapp-teste-375-${language}`);

    await buttons.getByRole('button', { name: words.buttons[0] }).click();
    await expect(card).toHaveAttribute('data-status', 'confirmed', { timeout: 5_000 });
    // The answer to the tap arrives in the conversation once the outbox sends it.
    await expect(async () => {
      await customer.getByRole('button', { name: words.refresh }).click();
      await expect(chat.getByText(words.confirmed)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    // Its panel shows the confirmation as the test WhatsApp keeps it: delivered.
    await card.click();
    const confirmation = owner.getByTestId('panel-whatsapp-message').first();
    await expect(confirmation).toContainText(words.confirmation);
    await expect(confirmation).toHaveAttribute('data-status', 'delivered');

    if (language === 'pt-BR') {
      // The customer writes a text, which opens WhatsApp's 24-hour window: the owner answers it
      // from the client's page, and the answer reaches the customer's phone.
      const replyBox = customer.getByLabel('Responder como o cliente');
      await replyBox.fill('Posso levar minha filha?');
      // Sent with the keyboard's Enter, as on a phone; the button is the same form's submit.
      await expect(customer.getByRole('button', { name: 'Enviar' })).toBeEnabled();
      await replyBox.press('Enter');
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

      // The test WhatsApp on a desktop, with the answer.
      await openConversation(owner, phone);
      await expect(owner.getByRole('region', { name: phone }).getByText('Claro, será bem-vinda!')).toBeVisible();
      expect(await axeViolations(owner)).toEqual([]);
      await snapshot(owner, 'whatsapp-teste-1280-pt-BR');
    } else {
      // The local mailbox and the test WhatsApp lead to each other.
      await customer.getByRole('link', { name: words.mailbox }).click();
      await customer.getByRole('link', { name: words.title }).click();
      await expect(customer).toHaveURL(/\/whatsapp-teste$/);
      await expect(customer.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    }

    await context.close();
    await ownerContext.close();
  });
}
