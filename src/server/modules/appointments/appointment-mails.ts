import { clockFormat, formatClockRange } from '../../../core/clock.ts';
import type { Locale } from '../../i18n/locale.ts';
import { factsMail, type RenderedMail } from '../mail/mail-templates.ts';

export interface BookingFacts {
  businessName: string;
  businessAddress: string | null;
  businessPhone: string | null;
  timeZone: string;
  currency: 'BRL' | 'USD';
  clientName: string;
  clientPhone: string | null;
  clientEmail: string | null;
  serviceName: string;
  professionalName: string;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  status: 'scheduled' | 'confirmed';
  manageUrl: string;
  /** Until when the customer may move or cancel it through that link (core/booking-changes.ts). */
  changeableUntil: Date;
  /** Its deposit, when it asks one (docs/deposits.md). */
  deposit?: DepositLine;
}

/**
 * What an e-mail says of a booking's deposit: to pay by `until` (else the time is released), paid
 * (refunded on a cancellation until `until`, kept after), to be refunded, kept, or never paid.
 */
export interface DepositLine {
  amountCents: number;
  state: 'pending' | 'paid' | 'refund' | 'keep' | 'unpaid';
  until: Date | null;
}

function when(facts: BookingFacts, locale: Locale): string {
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: facts.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(facts.startsAt);
  return `${date}, ${formatClockRange(facts.startsAt, facts.endsAt, facts.timeZone, locale)}`;
}

/** A moment on the business's clock: 'sexta-feira, 27 de novembro, 14:00' / 'Friday, November 27, 2:00 PM'. */
function moment(at: Date, facts: BookingFacts, locale: Locale): string {
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: facts.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(at);
  return `${day}, ${clockFormat(locale, facts.timeZone).format(at)}`;
}

/**
 * The link's button and a sentence on what it allows, as of when the e-mail is read: moving or
 * cancelling while the customer still may; after that, seeing the booking, and whom to ask.
 */
function manageAction(
  facts: BookingFacts,
  locale: Locale,
  sentAt: Date,
): { action: { label: string; url: string }; note: string } {
  const pt = locale === 'pt-BR';
  if (sentAt.getTime() <= facts.changeableUntil.getTime()) {
    const until = moment(facts.changeableUntil, facts, locale);
    return {
      action: { label: pt ? 'Ver, remarcar ou cancelar' : 'View, move or cancel', url: facts.manageUrl },
      note: pt
        ? `Você pode remarcar ou cancelar por este link até ${until}.`
        : `You can move or cancel through this link until ${until}.`,
    };
  }
  const phone = facts.businessPhone ? (pt ? ` pelo ${facts.businessPhone}` : ` at ${facts.businessPhone}`) : '';
  return {
    action: { label: pt ? 'Ver agendamento' : 'View booking', url: facts.manageUrl },
    note: pt
      ? `Para remarcar ou cancelar, fale com ${facts.businessName}${phone}.`
      : `To move or cancel, contact ${facts.businessName}${phone}.`,
  };
}

function price(facts: BookingFacts, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: facts.currency }).format(facts.priceCents / 100);
}

/** The deposit's line: its amount and what happens to it. */
function depositText(deposit: DepositLine, facts: BookingFacts, locale: Locale): string {
  const pt = locale === 'pt-BR';
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: facts.currency }).format(
    deposit.amountCents / 100,
  );
  const until = deposit.until ? moment(deposit.until, facts, locale) : '';
  switch (deposit.state) {
    case 'pending':
      return pt
        ? `${amount}, a pagar até ${until}; sem o pagamento, o horário é liberado`
        : `${amount}, to pay by ${until}; without the payment, the time is released`;
    case 'paid':
      return deposit.until
        ? pt
          ? `${amount}, pago; devolvido se você cancelar até ${until}, retido depois disso ou se você faltar`
          : `${amount}, paid; refunded if you cancel by ${until}, kept after that or if you do not come`
        : pt
          ? `${amount}, pago`
          : `${amount}, paid`;
    case 'refund':
      return pt ? `${amount}, será devolvido a você` : `${amount}, will be refunded to you`;
    case 'keep':
      return pt
        ? `${amount}, fica com ${facts.businessName} (cancelamento fora do prazo de devolução)`
        : `${amount}, kept by ${facts.businessName} (cancelled after the refund deadline)`;
    case 'unpaid':
      return pt
        ? `${amount}, não foi pago a tempo; o horário foi liberado`
        : `${amount}, was not paid in time; the time was released`;
  }
}

function detailLines(facts: BookingFacts, locale: Locale): Array<[string, string]> {
  const pt = locale === 'pt-BR';
  return [
    [pt ? 'Serviço' : 'Service', facts.serviceName],
    [pt ? 'Profissional' : 'Professional', facts.professionalName],
    [pt ? 'Quando' : 'When', `${when(facts, locale)} (${facts.timeZone})`],
    [pt ? 'Valor' : 'Price', price(facts, locale)],
    ...(facts.deposit
      ? [[pt ? 'Sinal' : 'Deposit', depositText(facts.deposit, facts, locale)] as [string, string]]
      : []),
    ...(facts.businessAddress ? [[pt ? 'Endereço' : 'Address', facts.businessAddress] as [string, string]] : []),
  ];
}

function render(
  subject: string,
  intro: string,
  lines: Array<[string, string]>,
  action: { label: string; url: string } | null,
  footer: string,
  note?: string,
): RenderedMail {
  return factsMail(subject, { intro, lines, action, footer, ...(note ? { note } : {}) });
}

export function confirmationMail(facts: BookingFacts, locale: Locale, sentAt: Date): RenderedMail {
  const pt = locale === 'pt-BR';
  const confirmed = facts.status === 'confirmed';
  const unpaid = facts.deposit?.state === 'pending';
  const subject = unpaid
    ? pt
      ? `Pague o sinal para garantir seu horário – ${facts.businessName}`
      : `Pay the deposit to keep your time – ${facts.businessName}`
    : pt
      ? `${confirmed ? 'Agendamento confirmado' : 'Pedido de agendamento recebido'} – ${facts.businessName}`
      : `${confirmed ? 'Booking confirmed' : 'Booking request received'} – ${facts.businessName}`;
  const intro = unpaid
    ? pt
      ? `Olá, ${facts.clientName}! Seu horário está reservado enquanto o sinal não é pago; pague-o pelo link abaixo.`
      : `Hello, ${facts.clientName}! Your time is held while the deposit is unpaid; pay it through the link below.`
    : pt
      ? `Olá, ${facts.clientName}! ${confirmed ? 'Seu horário está confirmado.' : `Recebemos seu pedido; ${facts.businessName} vai confirmá-lo em breve.`}`
      : `Hello, ${facts.clientName}! ${confirmed ? 'Your time is confirmed.' : `We received your request; ${facts.businessName} will confirm it soon.`}`;
  const { action, note } = manageAction(facts, locale, sentAt);
  return render(
    subject,
    intro,
    detailLines(facts, locale),
    action,
    pt ? 'O arquivo anexo adiciona o horário à sua agenda.' : 'The attached file adds the time to your calendar.',
    note,
  );
}

export function reminderMail(facts: BookingFacts, locale: Locale, sentAt: Date): RenderedMail {
  const pt = locale === 'pt-BR';
  const { action, note } = manageAction(facts, locale, sentAt);
  return render(
    pt ? `Lembrete: amanhã em ${facts.businessName}` : `Reminder: tomorrow at ${facts.businessName}`,
    pt
      ? `Olá, ${facts.clientName}! Lembrete do seu horário:`
      : `Hello, ${facts.clientName}! A reminder of your appointment:`,
    // Written at booking, sent the day before: an unpaid deposit has by then been paid or released the time.
    detailLines({ ...facts, deposit: facts.deposit?.state === 'pending' ? undefined : facts.deposit }, locale),
    action,
    pt ? 'Até lá!' : 'See you soon!',
    note,
  );
}

export function cancellationMail(facts: BookingFacts, locale: Locale): RenderedMail {
  const pt = locale === 'pt-BR';
  return render(
    pt ? `Agendamento cancelado – ${facts.businessName}` : `Booking cancelled – ${facts.businessName}`,
    pt
      ? `Olá, ${facts.clientName}. Este agendamento foi cancelado:`
      : `Hello, ${facts.clientName}. This booking was cancelled:`,
    detailLines(facts, locale),
    null,
    pt ? 'Quando quiser, é só agendar de novo.' : 'Book again whenever you like.',
  );
}

export function rescheduleMail(facts: BookingFacts, locale: Locale, sentAt: Date): RenderedMail {
  const pt = locale === 'pt-BR';
  const { action, note } = manageAction(facts, locale, sentAt);
  return render(
    pt ? `Agendamento remarcado – ${facts.businessName}` : `Booking moved – ${facts.businessName}`,
    pt ? `Olá, ${facts.clientName}! Seu novo horário:` : `Hello, ${facts.clientName}! Your new time:`,
    detailLines(facts, locale),
    action,
    pt ? 'O arquivo anexo atualiza o horário na sua agenda.' : 'The attached file updates the time in your calendar.',
    note,
  );
}

/** To the business: someone booked (or cancelled, or moved) online. */
export function businessAlertMail(
  facts: BookingFacts,
  locale: Locale,
  event: 'booked' | 'cancelled' | 'moved',
): RenderedMail {
  const pt = locale === 'pt-BR';
  const titles = {
    booked: pt ? 'Novo agendamento online' : 'New online booking',
    cancelled: pt ? 'Agendamento online cancelado' : 'Online booking cancelled',
    moved: pt ? 'Agendamento online remarcado' : 'Online booking moved',
  };
  const contact = [facts.clientPhone, facts.clientEmail].filter(Boolean).join(' · ');
  return render(
    `${titles[event]}: ${facts.clientName}`,
    `${titles[event]}: ${facts.clientName}${contact ? ` (${contact})` : ''}.`,
    detailLines(facts, locale),
    null,
    pt ? 'Veja na sua agenda do Agendo.' : 'See it in your Agendo schedule.',
  );
}
