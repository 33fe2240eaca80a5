import type { ErrorCode } from '../../contracts/errors.ts';
import type { Locale } from './locale.ts';

type Catalogue = Record<ErrorCode | AuthMessageKey, string>;

export type AuthMessageKey =
  | 'auth.invalidCredentials'
  | 'auth.userExists'
  | 'auth.credentialsRequired'
  | 'auth.invalidToken'
  | 'auth.passwordTooShort'
  | 'auth.passwordTooLong'
  | 'auth.invalidEmail';

const messages: Record<Locale, Catalogue> = {
  'pt-BR': {
    VALIDATION_ERROR: 'Alguns campos são inválidos. Corrija-os e tente novamente.',
    INVALID_BODY: 'O conteúdo enviado não é um JSON válido.',
    UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie JSON.',
    PAYLOAD_TOO_LARGE: 'O conteúdo enviado é grande demais.',
    UNAUTHENTICATED: 'Sua sessão expirou. Entre novamente.',
    FORBIDDEN: 'Você não tem permissão para fazer isso.',
    NOT_FOUND: 'Não encontrado.',
    CROSS_ORIGIN_REQUEST: 'Pedido recusado: ele veio de outro site.',
    RATE_LIMITED: 'Muitas tentativas. Aguarde {minutes} min e tente novamente.',
    PROFILE_MISSING: 'Seu perfil não foi encontrado.',
    MAILBOX_DISABLED: 'A caixa de e-mails local está desativada neste servidor.',
    INTERNAL_ERROR: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
    'auth.invalidCredentials': 'E-mail ou senha incorretos.',
    'auth.userExists': 'Já existe uma conta com este e-mail.',
    'auth.credentialsRequired': 'Informe um e-mail ou telefone e uma senha.',
    'auth.invalidToken': 'Este link expirou ou já foi usado. Peça um novo.',
    'auth.passwordTooShort': 'A senha deve ter pelo menos 6 caracteres',
    'auth.passwordTooLong': 'A senha deve ter no máximo 100 caracteres',
    'auth.invalidEmail': 'E-mail inválido',
  },
  'en-US': {
    VALIDATION_ERROR: 'Some fields are invalid. Fix them and try again.',
    INVALID_BODY: 'The request body is not valid JSON.',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type. Send JSON.',
    PAYLOAD_TOO_LARGE: 'The request body is too large.',
    UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
    FORBIDDEN: 'You do not have permission to do this.',
    NOT_FOUND: 'Not found.',
    CROSS_ORIGIN_REQUEST: 'Request refused: it came from another site.',
    RATE_LIMITED: 'Too many attempts. Wait {minutes} min and try again.',
    PROFILE_MISSING: 'Your profile was not found.',
    MAILBOX_DISABLED: 'The local mailbox is turned off on this server.',
    INTERNAL_ERROR: 'An unexpected error occurred. Please try again.',
    'auth.invalidCredentials': 'Wrong e-mail or password.',
    'auth.userExists': 'An account with this e-mail already exists.',
    'auth.credentialsRequired': 'You must provide either an email or phone number and a password',
    'auth.invalidToken': 'This link has expired or was already used. Ask for a new one.',
    'auth.passwordTooShort': 'The password must have at least 6 characters',
    'auth.passwordTooLong': 'The password must have at most 100 characters',
    'auth.invalidEmail': 'Invalid e-mail',
  },
};

export function translate(locale: Locale, key: ErrorCode | AuthMessageKey, params: Record<string, string | number> = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
