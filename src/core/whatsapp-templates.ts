import { dateTimeFormat, clockFormat } from './clock.ts';
import type { WhatsAppLanguage, WhatsAppTemplateName } from './whatsapp.ts';

/*
 * The message templates Agendo has the platform approve (docs/whatsapp.md): each in pt_BR and
 * en_US, with its body's {{1}}, {{2}}, … and the example values the platform asks for when a
 * template is created. All are utility messages about an appointment the client made, or a time
 * the client asked to be offered by joining a waitlist.
 */

export interface WhatsAppTemplateText {
  /** What the business's screens call the message. */
  title: string;
  /** The body, with {{1}}, {{2}}, … where the parameters go. */
  body: string;
  footer: string;
  /** Quick-reply buttons, in order; each carries a payload when sent. */
  buttons: readonly string[];
  /** One example value per parameter, in order. */
  example: readonly string[];
}

export interface WhatsAppTemplate {
  category: 'UTILITY';
  /** What each parameter is, in order (for the people who read this catalog). */
  parameters: readonly string[];
  texts: Record<WhatsAppLanguage, WhatsAppTemplateText>;
}

const FOOTER: Record<WhatsAppLanguage, string> = {
  pt_BR: 'Responda PARAR para não receber mais mensagens.',
  en_US: 'Reply STOP to stop these messages.',
};

const APPOINTMENT = ['client first name', 'business name', 'service', 'professional', 'date and time'] as const;
const EXAMPLE: Record<WhatsAppLanguage, readonly string[]> = {
  pt_BR: ['Ana', 'Salão Bela Vista', 'Corte feminino', 'Marina', 'sexta-feira, 27 de novembro, 14:00'],
  en_US: ['Ana', 'Bella Vista Salon', "Women's haircut", 'Marina', 'Friday, November 27, 2:00 PM'],
};

function appointmentTemplate(
  titles: Record<WhatsAppLanguage, string>,
  bodies: Record<WhatsAppLanguage, string>,
  buttons: Record<WhatsAppLanguage, readonly string[]> = { pt_BR: [], en_US: [] },
): WhatsAppTemplate {
  const text = (language: WhatsAppLanguage): WhatsAppTemplateText => ({
    title: titles[language],
    body: bodies[language],
    footer: FOOTER[language],
    buttons: buttons[language],
    example: EXAMPLE[language],
  });
  return { category: 'UTILITY', parameters: APPOINTMENT, texts: { pt_BR: text('pt_BR'), en_US: text('en_US') } };
}

export const WHATSAPP_TEMPLATE_CATALOG: Record<WhatsAppTemplateName, WhatsAppTemplate> = {
  booking_confirmation: appointmentTemplate(
    { pt_BR: 'Confirmação do agendamento', en_US: 'Booking confirmation' },
    {
      pt_BR:
        'Olá, {{1}}! Seu horário em {{2}} está marcado: {{3}} com {{4}}, {{5}}. Toque em Confirmar, Cancelar ou Remarcar.',
      en_US:
        'Hello, {{1}}! Your appointment at {{2}} is booked: {{3}} with {{4}}, {{5}}. Tap Confirm, Cancel or Reschedule.',
    },
    { pt_BR: ['Confirmar', 'Cancelar', 'Remarcar'], en_US: ['Confirm', 'Cancel', 'Reschedule'] },
  ),
  booking_reminder: appointmentTemplate(
    { pt_BR: 'Lembrete do horário', en_US: 'Appointment reminder' },
    {
      pt_BR: 'Olá, {{1}}! Lembrete do seu horário em {{2}}: {{3}} com {{4}}, {{5}}. Até lá!',
      en_US: 'Hello, {{1}}! A reminder of your appointment at {{2}}: {{3}} with {{4}}, {{5}}. See you soon!',
    },
  ),
  booking_changed: appointmentTemplate(
    { pt_BR: 'Horário remarcado', en_US: 'Appointment moved' },
    {
      pt_BR: 'Olá, {{1}}. {{2}} mudou o seu horário: {{3}} com {{4}} agora é {{5}}. Até lá!',
      en_US: 'Hello, {{1}}. {{2}} moved your appointment: {{3}} with {{4}} is now {{5}}. See you then!',
    },
  ),
  booking_cancelled: appointmentTemplate(
    { pt_BR: 'Horário cancelado', en_US: 'Appointment cancelled' },
    {
      pt_BR: 'Olá, {{1}}. {{2}} cancelou o seu horário: {{3}} com {{4}}, {{5}}. Quando quiser, é só agendar de novo.',
      en_US: 'Hello, {{1}}. {{2}} cancelled your appointment: {{3}} with {{4}}, {{5}}. Book again whenever you like.',
    },
  ),
  review_request: {
    category: 'UTILITY',
    parameters: ['client first name', 'business name', 'service', 'review link'],
    texts: {
      pt_BR: {
        title: 'Pedido de avaliação',
        body: 'Olá, {{1}}! Obrigado pela visita a {{2}}. Como foi {{3}}? Conte aqui: {{4}} Leva um minuto.',
        footer: FOOTER.pt_BR,
        buttons: [],
        example: ['Ana', 'Salão Bela Vista', 'Corte feminino', 'https://agendo.example/avaliar/abc123'],
      },
      en_US: {
        title: 'Review request',
        body: 'Hello, {{1}}! Thank you for visiting {{2}}. How was your {{3}}? Tell us here: {{4}} It takes a minute.',
        footer: FOOTER.en_US,
        buttons: [],
        example: ['Ana', 'Bella Vista Salon', "women's haircut", 'https://agendo.example/avaliar/abc123'],
      },
    },
  },
  waitlist_offer: {
    category: 'UTILITY',
    parameters: ['client first name', 'business name', 'service', 'professional', 'date and time', 'claim link'],
    texts: {
      pt_BR: {
        title: 'Horário da lista de espera',
        body: 'Olá, {{1}}! Abriu um horário em {{2}} que serve para você: {{3}} com {{4}}, {{5}}. Para ficar com ele, confirme aqui: {{6}} O horário fica com quem confirmar primeiro.',
        footer: FOOTER.pt_BR,
        buttons: [],
        example: [...EXAMPLE.pt_BR, 'https://agendo.example/agendar/abc/oferta/def456'],
      },
      en_US: {
        title: 'Waitlist time',
        body: 'Hello, {{1}}! A time that suits you opened at {{2}}: {{3}} with {{4}}, {{5}}. To take it, claim it here: {{6}} It goes to the first person who claims it.',
        footer: FOOTER.en_US,
        buttons: [],
        example: [...EXAMPLE.en_US, 'https://agendo.example/agendar/abc/oferta/def456'],
      },
    },
  },
  comanda_receipt: {
    category: 'UTILITY',
    parameters: ['client first name', 'business name', 'comanda number', 'total', 'how it was paid'],
    texts: {
      pt_BR: {
        title: 'Recibo da comanda',
        body: 'Olá, {{1}}! Obrigado pela visita a {{2}}. Recibo da comanda {{3}}: total {{4}}, pago com {{5}}. Até a próxima!',
        footer: FOOTER.pt_BR,
        buttons: [],
        example: ['Ana', 'Salão Bela Vista', 'nº 12', 'R$ 270,98', 'PIX R$ 200,00 e dinheiro R$ 70,98'],
      },
      en_US: {
        title: 'Comanda receipt',
        body: 'Hello, {{1}}! Thank you for visiting {{2}}. Receipt of comanda {{3}}: total {{4}}, paid by {{5}}. See you next time!',
        footer: FOOTER.en_US,
        buttons: [],
        example: ['Ana', 'Bella Vista Salon', 'no. 12', 'R$270.98', 'PIX R$200.00 and cash R$70.98'],
      },
    },
  },
};

/** A template as a phone shows it: the body with its parameters, the footer and the buttons' labels. */
export function whatsAppTemplateParts(
  name: WhatsAppTemplateName,
  language: WhatsAppLanguage,
  params: readonly string[],
): { body: string; footer: string; buttons: readonly string[] } {
  const text = WHATSAPP_TEMPLATE_CATALOG[name].texts[language];
  const body = text.body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
  return { body, footer: text.footer, buttons: text.buttons };
}

/** The text a person sees: the body with its parameters, the footer, and the buttons' labels. */
export function renderWhatsAppTemplate(
  name: WhatsAppTemplateName,
  language: WhatsAppLanguage,
  params: readonly string[],
): string {
  const { body, footer, buttons } = whatsAppTemplateParts(name, language, params);
  const buttonLine = buttons.map((label) => `[${label}]`).join(' ');
  return [body, footer, ...(buttonLine ? [buttonLine] : [])].join('\n\n');
}

/** How many parameters the template's body takes. */
export function whatsAppParameterCount(name: WhatsAppTemplateName): number {
  return WHATSAPP_TEMPLATE_CATALOG[name].parameters.length;
}

/**
 * An appointment's moment as its message says it, on the business's clock: 'sexta-feira, 27 de
 * novembro, 14:00' in pt_BR, 'Friday, November 27, 2:00 PM' in en_US.
 */
export function whatsAppMoment(at: Date, timeZone: string, language: WhatsAppLanguage): string {
  const locale = language === 'pt_BR' ? 'pt-BR' : 'en-US';
  const day = dateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(at);
  return `${day}, ${clockFormat(locale, timeZone).format(at)}`;
}

/**
 * A value as a body parameter may hold it: the platform refuses an empty one and any with a line
 * break, a tab or a run of spaces.
 */
export function whatsAppParameter(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat === '' ? '-' : flat;
}
