import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-fetch.ts';
import { confirmsName, erasureFailure } from './erase-confirmation.ts';

describe('confirming an erasure by typing the client’s name', () => {
  it('accepts the name whatever the case, the accents and the spaces', () => {
    expect(confirmsName('João da Silva', 'João da Silva')).toBe(true);
    expect(confirmsName('  joao   DA silva ', 'João da Silva')).toBe(true);
    expect(confirmsName('=HYPERLINK("x")', '=HYPERLINK("x")')).toBe(true);
  });

  it('refuses anything else, and an empty name', () => {
    expect(confirmsName('João', 'João da Silva')).toBe(false);
    expect(confirmsName('João da Silvaa', 'João da Silva')).toBe(false);
    expect(confirmsName('', 'João da Silva')).toBe(false);
    expect(confirmsName('', '   ')).toBe(false);
  });
});

describe('explaining a failed erasure', () => {
  const apiError = (code: string, message: string) => new ApiError({ status: 409, code, message });

  it('names the upcoming appointments with the server’s words on what to do', () => {
    const message =
      'Este cliente tem 1 agendamento(s) futuro(s). Cancele ou conclua esses agendamentos na agenda antes de apagar os dados pessoais.';
    expect(erasureFailure(apiError('CLIENT_HAS_UPCOMING_APPOINTMENTS', message), 'x')).toEqual({
      kind: 'upcoming',
      message,
    });
  });

  it('tells apart an erasure made meanwhile and any other failure', () => {
    expect(erasureFailure(apiError('CLIENT_ERASED', 'Já apagado.'), 'x')).toEqual({
      kind: 'alreadyErased',
      message: 'Já apagado.',
    });
    expect(erasureFailure(new ApiError({ status: 0, code: NETWORK_ERROR, message: 'Sem conexão.' }), 'x')).toEqual({
      kind: 'failed',
      message: 'Sem conexão.',
    });
    expect(erasureFailure('strange', 'Erro inesperado.')).toEqual({ kind: 'failed', message: 'Erro inesperado.' });
  });
});
