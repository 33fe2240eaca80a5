import { getPlan, type PlanCurrency, type PlanKey } from '../../../core/plans.ts';
import type { Locale } from '../../i18n/locale.ts';
import { escapeHtml, layout, type RenderedMail } from '../mail/mail-templates.ts';

/** The billing e-mails to a business's owner (trial, payments), in the business's language. */

function formatDate(date: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
}

function formatMoney(cents: number, currency: PlanCurrency, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

function mail(subject: string, paragraphs: string[], action: { label: string; url: string }): RenderedMail {
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
    html: layout(
      subject,
      `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    ),
  };
}

interface Recipient {
  locale: Locale;
  timeZone: string;
  ownerName: string;
  businessName: string;
  baseUrl: string;
}

export function trialEndingMail(to: Recipient, endsAt: Date): RenderedMail {
  const pt = to.locale === 'pt-BR';
  const date = formatDate(endsAt, to.locale, to.timeZone);
  return mail(
    pt ? 'Seu teste grátis do Agendo termina em 2 dias' : 'Your Agendo free trial ends in 2 days',
    [
      pt ? `Olá, ${to.ownerName}!` : `Hello, ${to.ownerName}!`,
      pt
        ? `O teste grátis de ${to.businessName} termina em ${date}. Escolha um plano para continuar usando a agenda, os lembretes e o agendamento online sem interrupção.`
        : `The free trial of ${to.businessName} ends on ${date}. Choose a plan to keep your schedule, reminders and online booking running without a break.`,
      pt
        ? 'Nada é apagado: seus clientes e agendamentos continuam guardados.'
        : 'Nothing is deleted: your clients and appointments stay stored.',
    ],
    { label: pt ? 'Escolher um plano' : 'Choose a plan', url: `${to.baseUrl}/escolha-plano` },
  );
}

export function trialEndedMail(to: Recipient): RenderedMail {
  const pt = to.locale === 'pt-BR';
  return mail(
    pt ? 'Seu teste grátis do Agendo terminou' : 'Your Agendo free trial has ended',
    [
      pt ? `Olá, ${to.ownerName}!` : `Hello, ${to.ownerName}!`,
      pt
        ? `O teste grátis de ${to.businessName} terminou. Seus dados continuam guardados; escolha um plano para voltar a usar o Agendo.`
        : `The free trial of ${to.businessName} has ended. Your data stays stored; choose a plan to use Agendo again.`,
    ],
    { label: pt ? 'Escolher um plano' : 'Choose a plan', url: `${to.baseUrl}/escolha-plano` },
  );
}

export function paymentReceivedMail(
  to: Recipient,
  payment: { amountCents: number; currency: PlanCurrency; plan: PlanKey; paidUntil: Date | null },
): RenderedMail {
  const pt = to.locale === 'pt-BR';
  const amount = formatMoney(payment.amountCents, payment.currency, to.locale);
  const plan = getPlan(payment.plan).name[to.locale];
  const until = payment.paidUntil ? formatDate(payment.paidUntil, to.locale, to.timeZone) : null;
  return mail(
    pt ? `Pagamento recebido: ${amount}` : `Payment received: ${amount}`,
    [
      pt ? `Olá, ${to.ownerName}!` : `Hello, ${to.ownerName}!`,
      pt
        ? `Recebemos ${amount} pelo plano ${plan} de ${to.businessName}. Obrigado!`
        : `We received ${amount} for the ${plan} plan of ${to.businessName}. Thank you!`,
      ...(until ? [pt ? `Sua assinatura está paga até ${until}.` : `Your subscription is paid until ${until}.`] : []),
    ],
    { label: pt ? 'Ver assinatura e faturas' : 'See subscription and invoices', url: `${to.baseUrl}/assinatura` },
  );
}

export function paymentFailedMail(
  to: Recipient,
  failure: { amountCents: number; currency: PlanCurrency; graceEndsAt: Date | null },
): RenderedMail {
  const pt = to.locale === 'pt-BR';
  const amount = formatMoney(failure.amountCents, failure.currency, to.locale);
  const grace = failure.graceEndsAt ? formatDate(failure.graceEndsAt, to.locale, to.timeZone) : null;
  return mail(
    pt ? 'Não conseguimos cobrar sua assinatura do Agendo' : 'We could not charge your Agendo subscription',
    [
      pt ? `Olá, ${to.ownerName}!` : `Hello, ${to.ownerName}!`,
      pt
        ? `A cobrança de ${amount} da assinatura de ${to.businessName} foi recusada.`
        : `The charge of ${amount} for the subscription of ${to.businessName} was declined.`,
      grace
        ? pt
          ? `Atualize o cartão até ${grace} para continuar usando o Agendo sem interrupção. Nada é apagado.`
          : `Update your card by ${grace} to keep using Agendo without a break. Nothing is deleted.`
        : pt
          ? 'Atualize o cartão para continuar usando o Agendo. Nada é apagado.'
          : 'Update your card to keep using Agendo. Nothing is deleted.',
    ],
    { label: pt ? 'Atualizar cartão' : 'Update card', url: `${to.baseUrl}/assinatura?atualizar-cartao=1` },
  );
}
