import { describe, expect, it } from 'vitest';
import { renderWhatsAppTemplate } from '../../../../core/whatsapp-templates.ts';
import { leadTime, reminderChoices, whatsAppPreviews } from './whatsapp-previews.ts';

describe('the WhatsApp previews of the settings', () => {
  // 20:30 on 27 November in São Paulo: tomorrow is Saturday the 28th there.
  const now = new Date('2026-11-27T23:30:00Z');
  const sample = { businessName: 'Salão  Sol\n', timeZone: 'America/Sao_Paulo', now, origin: 'https://agendo.app' };

  it('shows every message as the server sends it, with the business and an appointment tomorrow at 14:00', () => {
    const previews = whatsAppPreviews({ ...sample, language: 'pt_BR' });
    expect(previews.map((p) => p.template)).toEqual([
      'booking_confirmation',
      'booking_reminder',
      'booking_changed',
      'booking_cancelled',
      'review_request',
      'waitlist_offer',
      'comanda_receipt',
    ]);
    const [confirmation] = previews;
    expect(confirmation).toEqual({
      template: 'booking_confirmation',
      title: 'Confirmação do agendamento',
      body: 'Olá, Ana! Seu horário em Salão Sol está marcado: Corte feminino com Marina, sábado, 28 de novembro, 14:00. Toque em Confirmar, Cancelar ou Remarcar.',
      footer: 'Responda PARAR para não receber mais mensagens.',
      buttons: ['Confirmar', 'Cancelar', 'Remarcar'],
    });
    const sent = renderWhatsAppTemplate('booking_confirmation', 'pt_BR', [
      'Ana',
      'Salão Sol',
      'Corte feminino',
      'Marina',
      'sábado, 28 de novembro, 14:00',
    ]);
    expect(sent.startsWith(`${confirmation!.body}\n\n${confirmation!.footer}`)).toBe(true);
    expect(previews[4]!.body).toContain('https://agendo.app/avaliar/exemplo');
    expect(previews[5]!.body).toBe(
      'Olá, Ana! Abriu um horário em Salão Sol que serve para você: Corte feminino com Marina, sábado, 28 de novembro, 14:00. ' +
        'Para ficar com ele, confirme aqui: https://agendo.app/agendar/exemplo/oferta/exemplo O horário fica com quem confirmar primeiro.',
    );
  });

  it('writes them in English with the English buttons and clock', () => {
    const [confirmation] = whatsAppPreviews({ ...sample, language: 'en_US' });
    expect(confirmation!.body).toContain('Saturday, November 28, 2:00 PM');
    expect(confirmation!.buttons).toEqual(['Confirm', 'Cancel', 'Reschedule']);
  });

  it('offers the usual lead times, and keeps one chosen through the API', () => {
    expect(reminderChoices(24)).toEqual([1, 2, 3, 6, 12, 24, 48, 72]);
    expect(reminderChoices(5)).toEqual([1, 2, 3, 5, 6, 12, 24, 48, 72]);
    expect(leadTime(48)).toEqual({ unit: 'days', count: 2 });
    expect(leadTime(3)).toEqual({ unit: 'hours', count: 3 });
  });
});
