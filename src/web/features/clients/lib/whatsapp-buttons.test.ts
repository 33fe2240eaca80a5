import { describe, expect, it } from 'vitest';
import { splitButtonLine } from './whatsapp-buttons.ts';

describe('a template’s button line', () => {
  it('is taken off the text as its labels', () => {
    expect(
      splitButtonLine('Seu horário está marcado.\n\nResponda PARAR.\n\n[Confirmar] [Cancelar] [Remarcar]'),
    ).toEqual({
      text: 'Seu horário está marcado.\n\nResponda PARAR.',
      buttons: ['Confirmar', 'Cancelar', 'Remarcar'],
    });
  });

  it('leaves a text without one whole, brackets in the middle included', () => {
    for (const body of ['Obrigado!', 'Veja [isto] aqui', '[Confirmar]', 'Linha\n[Confirmar]'])
      expect(splitButtonLine(body)).toEqual({ text: body, buttons: [] });
  });
});
