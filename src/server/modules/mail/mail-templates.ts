import type { Locale } from '../../i18n/locale.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f5f3ff;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td><p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#6d28d9">Agendo</p>
<h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr></table></td></tr></table></body></html>`;
}

/** A message that states facts: a greeting, a table of what and when, and what to do next. */
export interface FactsMail {
  intro: string;
  lines: ReadonlyArray<readonly [string, string]>;
  /** A sentence after the table. */
  note?: string;
  /** Words a person wrote (a review's comment), quoted as they are, line breaks kept. */
  quote?: string;
  action?: { label: string; url: string } | null;
  footer: string;
}

/** The text and the HTML of a facts message; everything in it is escaped in the HTML. */
export function factsMail(subject: string, { intro, lines, note, quote, action, footer }: FactsMail): RenderedMail {
  const text = [
    intro,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    '',
    ...[note, quote].flatMap((paragraph) => (paragraph ? [paragraph, ''] : [])),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footer,
  ].join('\n');
  const rows = lines
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${escapeHtml(k)}</td><td style="padding:4px 0"><strong>${escapeHtml(v)}</strong></td></tr>`,
    )
    .join('');
  const noted = note ? `<p>${escapeHtml(note)}</p>` : '';
  const quoted = quote
    ? `<div style="white-space:pre-wrap;margin:16px 0;padding:12px;border-left:3px solid #c4b5fd;background:#f5f3ff">${escapeHtml(quote)}</div>`
    : '';
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return {
    subject,
    text: `${text}\n`,
    html: layout(
      subject,
      `<p>${escapeHtml(intro)}</p><table role="presentation">${rows}</table>${noted}${quoted}${button}<p style="color:#6b7280;font-size:13px">${escapeHtml(footer)}</p>`,
    ),
  };
}

export function passwordResetMail(locale: Locale, name: string, url: string): RenderedMail {
  const pt = locale === 'pt-BR';
  const subject = pt ? 'Redefina sua senha do Agendo' : 'Reset your Agendo password';
  const greeting = pt ? `Olá, ${name}!` : `Hello, ${name}!`;
  const intro = pt
    ? 'Recebemos um pedido para redefinir a sua senha. Use o link abaixo em até 1 hora.'
    : 'We received a request to reset your password. Use the link below within 1 hour.';
  const action = pt ? 'Criar nova senha' : 'Choose a new password';
  const ignore = pt
    ? 'Se não foi você, ignore este e-mail: sua senha continua a mesma.'
    : 'If this was not you, ignore this e-mail: your password stays the same.';
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${action}: ${url}\n\n${ignore}\n`,
    html: layout(
      subject,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(ignore)}</p>`,
    ),
  };
}

/** The owner gave a professional a login: the link lets them choose their password. */
export function invitationMail(
  locale: Locale,
  invite: { name: string; businessName: string; url: string; validDays: number },
): RenderedMail {
  const pt = locale === 'pt-BR';
  const subject = pt
    ? `Seu acesso ao Agendo de ${invite.businessName}`
    : `Your Agendo access at ${invite.businessName}`;
  const greeting = pt ? `Olá, ${invite.name}!` : `Hello, ${invite.name}!`;
  const intro = pt
    ? `${invite.businessName} criou um acesso ao Agendo para você: com ele você vê a sua agenda e os seus atendimentos.`
    : `${invite.businessName} created an Agendo login for you: with it you see your schedule and your appointments.`;
  const action = pt ? 'Criar minha senha' : 'Choose my password';
  const validity = pt
    ? `O link vale por ${invite.validDays} dias. Depois, use "Esqueci minha senha" na tela de entrada.`
    : `The link works for ${invite.validDays} days. After that, use "Forgot password" on the sign-in page.`;
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${action}: ${invite.url}\n\n${validity}\n`,
    html: layout(
      subject,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(invite.url)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(validity)}</p>`,
    ),
  };
}

/** Sent at sign-up (and on request): the trial has already started; the link confirms the address. */
export function emailVerificationMail(
  locale: Locale,
  verification: { name: string; url: string; trialDays: number; validHours: number },
): RenderedMail {
  const pt = locale === 'pt-BR';
  const subject = pt ? 'Confirme seu e-mail no Agendo' : 'Confirm your e-mail for Agendo';
  const greeting = pt ? `Olá, ${verification.name}!` : `Hello, ${verification.name}!`;
  const intro = pt
    ? `Boas-vindas ao Agendo! Seu teste grátis de ${verification.trialDays} dias já começou. Confirme que este e-mail é seu pelo link abaixo.`
    : `Welcome to Agendo! Your ${verification.trialDays}-day free trial has already started. Confirm that this e-mail address is yours with the link below.`;
  const action = pt ? 'Confirmar meu e-mail' : 'Confirm my e-mail';
  const validity = pt
    ? `O link vale por ${verification.validHours} horas. Se você não criou uma conta no Agendo, ignore este e-mail.`
    : `The link works for ${verification.validHours} hours. If you did not create an Agendo account, ignore this e-mail.`;
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${action}: ${verification.url}\n\n${validity}\n`,
    html: layout(
      subject,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(verification.url)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(validity)}</p>`,
    ),
  };
}
