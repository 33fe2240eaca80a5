import { describe, expect, it } from 'vitest';
import {
  renderWhatsAppTemplate,
  WHATSAPP_TEMPLATE_CATALOG,
  whatsAppMoment,
  whatsAppParameter,
  whatsAppParameterCount,
} from './whatsapp-templates.ts';
import { WHATSAPP_TEMPLATES } from './whatsapp.ts';

describe('the WhatsApp templates', () => {
  it('cover every template in both languages, each placeholder with an example, none at the edges', () => {
    for (const name of WHATSAPP_TEMPLATES) {
      const template = WHATSAPP_TEMPLATE_CATALOG[name];
      expect(template.category).toBe('UTILITY');
      for (const text of Object.values(template.texts)) {
        const placeholders = [...text.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
        expect(placeholders).toEqual(template.parameters.map((_, i) => i + 1));
        expect(text.example).toHaveLength(whatsAppParameterCount(name));
        // The platform refuses a body that starts or ends with a parameter.
        expect(text.body).not.toMatch(/^\{\{|\}\}$/);
      }
    }
  });

  it('give the booking confirmation its three quick replies in each language', () => {
    const { texts } = WHATSAPP_TEMPLATE_CATALOG.booking_confirmation;
    expect(texts.pt_BR.buttons).toEqual(['Confirmar', 'Cancelar', 'Remarcar']);
    expect(texts.en_US.buttons).toEqual(['Confirm', 'Cancel', 'Reschedule']);
  });

  it('render the text a person sees', () => {
    const params = ['Ana', 'Salão Sol', 'Corte', 'Marina', 'sexta-feira, 27 de novembro, 14:00'];
    expect(renderWhatsAppTemplate('booking_confirmation', 'pt_BR', params)).toBe(
      'Olá, Ana! Seu horário em Salão Sol está marcado: Corte com Marina, sexta-feira, 27 de novembro, 14:00. ' +
        'Toque em Confirmar, Cancelar ou Remarcar.\n\nResponda PARAR para não receber mais mensagens.\n\n' +
        '[Confirmar] [Cancelar] [Remarcar]',
    );
    expect(renderWhatsAppTemplate('booking_reminder', 'en_US', ['Bo', 'Sun', 'Cut', 'Max', 'Friday'])).toBe(
      'Hello, Bo! A reminder of your appointment at Sun: Cut with Max, Friday. See you soon!\n\n' +
        'Reply STOP to stop these messages.',
    );
  });

  it('say the moment on the business clock in the language', () => {
    const at = new Date('2026-11-27T17:00:00Z');
    expect(whatsAppMoment(at, 'America/Sao_Paulo', 'pt_BR')).toBe('sexta-feira, 27 de novembro, 14:00');
    expect(whatsAppMoment(at, 'America/New_York', 'en_US')).toBe('Friday, November 27, 12:00 PM');
  });

  it('flatten a parameter the platform would refuse', () => {
    expect(whatsAppParameter('  Ana\n  Maria\t ')).toBe('Ana Maria');
    expect(whatsAppParameter('   ')).toBe('-');
  });
});
