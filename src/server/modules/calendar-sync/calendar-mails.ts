import type { Locale } from '../../i18n/locale.ts';
import { factsMail, type RenderedMail } from '../mail/mail-templates.ts';

/** The e-mail that a calendar connection stopped working, in the business's language. */
export function brokenConnectionMail(
  locale: Locale,
  facts: {
    name: string;
    professionalName: string;
    accountLabel: string;
    provider: 'google' | 'caldav';
    businessName: string;
    url: string;
  },
): RenderedMail {
  const pt = locale === 'pt-BR';
  const google = facts.provider === 'google';
  return factsMail(pt ? 'A conexão com o calendário parou de funcionar' : 'The calendar connection stopped working', {
    intro: pt
      ? `Olá, ${facts.name}! O calendário ${facts.accountLabel} de ${facts.professionalName} (${facts.businessName}) recusou o acesso do Agendo — ${google ? 'o acesso pode ter sido revogado na conta Google' : 'a senha de app pode ter sido trocada ou revogada'}.`
      : `Hello, ${facts.name}! The calendar ${facts.accountLabel} of ${facts.professionalName} (${facts.businessName}) refused Agendo's access — ${google ? 'the access may have been revoked in the Google account' : 'its app password may have been changed or revoked'}.`,
    lines: [],
    note: pt
      ? 'Nada foi perdido: os agendamentos continuam no Agendo. Reconecte o calendário para voltar a sincronizar; os eventos já criados serão reaproveitados.'
      : 'Nothing is lost: the appointments stay in Agendo. Reconnect the calendar to sync again; the events already created are reused.',
    action: { label: pt ? 'Reconectar o calendário' : 'Reconnect the calendar', url: facts.url },
    footer: pt
      ? 'Você recebe este e-mail porque este calendário está conectado ao Agendo. Enviamos um só aviso por conexão.'
      : 'You get this e-mail because this calendar is connected to Agendo. We send one notice per connection.',
  });
}
