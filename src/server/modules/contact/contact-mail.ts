import type { RenderedMail } from '../mail/mail-templates.ts';
import { escapeHtml, layout } from '../mail/mail-templates.ts';

/**
 * The e-mail super admins get for a message sent from /enviar-mensagem (the people who run
 * Agendo read Portuguese first; the message itself is the sender's words). Everything the
 * sender wrote is escaped in the HTML and keeps its line breaks.
 */
export function contactMessageMail(
  message: { name: string; email: string; title: string; message: string; businessName: string | null },
  panelUrl: string,
): RenderedMail {
  const subject = `Nova mensagem no Agendo: ${message.title}`;
  const from = message.businessName
    ? `${message.name} <${message.email}> · ${message.businessName}`
    : `${message.name} <${message.email}>`;
  const text = [
    `De: ${from}`,
    `Assunto: ${message.title}`,
    '',
    message.message,
    '',
    `Ver em ${panelUrl}`,
    `Responda direto para ${message.email}.`,
  ].join('\n');
  const html = layout(
    subject,
    `<p><strong>De:</strong> ${escapeHtml(from)}</p><p><strong>Assunto:</strong> ${escapeHtml(message.title)}</p>
<div style="white-space:pre-wrap;margin:16px 0;padding:12px;border-left:3px solid #c4b5fd;background:#f5f3ff">${escapeHtml(message.message)}</div>
<p><a href="${escapeHtml(panelUrl)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Ver mensagens recebidas</a></p>
<p style="color:#6b7280;font-size:13px">Responda direto para ${escapeHtml(message.email)}.</p>`,
  );
  return { subject, text: `${text}\n`, html };
}
