/**
 * Messages for the validation rules our schemas name by key (`error: 'validation.email'`).
 * Both the forms in the browser and the API's 400 answers use them, so they live here.
 */
export const VALIDATION_MESSAGES = {
  'pt-BR': {
    'validation.email': 'E-mail inválido',
    'validation.emailTooLong': 'O e-mail deve ter no máximo 255 caracteres',
    'validation.passwordTooShort': 'A senha deve ter pelo menos 6 caracteres',
    'validation.passwordTooLong': 'A senha deve ter no máximo 100 caracteres',
    'validation.required': 'Campo obrigatório',
    'validation.invalid': 'Valor inválido',
    'validation.time': 'Use o formato HH:MM',
    'validation.id': 'Identificador inválido',
    'validation.phone': 'Telefone inválido',
    'validation.phoneNumber': 'Este número não parece um telefone: confira o DDD e os dígitos',
    'validation.consentNeedsPhone': 'Informe o telefone para receber mensagens pelo WhatsApp',
    'validation.endBeforeStart': 'O fim deve ser depois do início',
    'validation.hoursOverlap': 'Este horário se sobrepõe a outro no mesmo dia',
    'validation.timeZone': 'Fuso horário desconhecido',
    'validation.datetime': 'Data e hora inválidas',
    'validation.rangeTooLong': 'Escolha um período de até 62 dias',
    'validation.month': 'Use o formato AAAA-MM',
    'validation.notFound': 'Não encontrado neste negócio',
    'validation.date': 'Use o formato AAAA-MM-DD',
    'validation.nameTooShort': 'Informe seu nome',
    'validation.emailTaken': 'Este e-mail já é usado por outra conta',
    'validation.dashboardRange': 'Escolha 30, 60 ou 90 dias',
    'validation.reportRangeTooLong': 'Escolha um período de até 366 dias',
    'validation.httpsUrl': 'Informe um endereço completo que comece com https://',
    'validation.duplicate': 'Repetido: cada texto aparece uma vez',
    'validation.slug': 'Use só letras minúsculas sem acento, números e hífens (ex.: agenda-cheia)',
    'validation.slugTaken': 'Outro artigo já usa este endereço',
    'validation.translation': 'Escolha um artigo do outro idioma',
    'validation.receivedLessThanAmount': 'O valor recebido é menor que o valor pago em dinheiro',
    'validation.receivedCashOnly': 'Só o pagamento em dinheiro tem valor recebido e troco',
    'validation.installmentsCreditOnly': 'Só o cartão de crédito tem parcelas',
    'validation.accountNeedsClient': 'Escolha o cliente para deixar o valor na conta dele',
    'validation.pixKey': 'Chave PIX inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória',
    'validation.priceOwnerOnly': 'Só o responsável muda o preço de um serviço; use o desconto',
    'validation.sameAsStock': 'Igual ao estoque atual',
    'validation.packageNeedsClient': 'Escolha o cliente para vender um pacote',
    'validation.packageNotUsable': 'Este pacote não tem sessão deste serviço para usar',
    'validation.noShowBeforeStart': 'Só é falta depois do horário de início',
    'validation.taken': 'Já em uso',
  },
  'en-US': {
    'validation.email': 'Invalid e-mail',
    'validation.emailTooLong': 'The e-mail must have at most 255 characters',
    'validation.passwordTooShort': 'The password must have at least 6 characters',
    'validation.passwordTooLong': 'The password must have at most 100 characters',
    'validation.required': 'Required field',
    'validation.invalid': 'Invalid value',
    'validation.time': 'Use the HH:MM format',
    'validation.id': 'Invalid identifier',
    'validation.phone': 'Invalid phone number',
    'validation.phoneNumber': 'This does not look like a phone number: check the area code and the digits',
    'validation.consentNeedsPhone': 'Enter a phone number to get messages on WhatsApp',
    'validation.endBeforeStart': 'The end must be after the start',
    'validation.hoursOverlap': 'These hours overlap others on the same day',
    'validation.timeZone': 'Unknown time zone',
    'validation.datetime': 'Invalid date and time',
    'validation.rangeTooLong': 'Choose a period of at most 62 days',
    'validation.month': 'Use the YYYY-MM format',
    'validation.notFound': 'Not found in this business',
    'validation.date': 'Use the YYYY-MM-DD format',
    'validation.nameTooShort': 'Enter your name',
    'validation.emailTaken': 'This e-mail is already used by another account',
    'validation.dashboardRange': 'Choose 30, 60 or 90 days',
    'validation.reportRangeTooLong': 'Choose a period of at most 366 days',
    'validation.httpsUrl': 'Enter a full address starting with https://',
    'validation.duplicate': 'Repeated: each text appears once',
    'validation.slug': 'Use only lower-case letters without accents, digits and hyphens (e.g. full-schedule)',
    'validation.slugTaken': 'Another post already uses this address',
    'validation.translation': 'Choose a post in the other language',
    'validation.receivedLessThanAmount': 'The cash received is less than the amount paid in cash',
    'validation.receivedCashOnly': 'Only a cash payment has an amount received and change',
    'validation.installmentsCreditOnly': 'Only a credit card payment has installments',
    'validation.accountNeedsClient': 'Choose the client to leave the amount on their account',
    'validation.pixKey': 'Invalid PIX key: use a CPF, CNPJ, e-mail, +55 mobile number or random key',
    'validation.priceOwnerOnly': "Only the owner changes a service's price; give a discount instead",
    'validation.sameAsStock': 'Same as the stock now',
    'validation.packageNeedsClient': 'Choose the client to sell a package',
    'validation.packageNotUsable': 'This package has no session of this service to use',
    'validation.noShowBeforeStart': 'A no-show can only be marked once the appointment has started',
    'validation.taken': 'Already in use',
  },
} as const;

export type ValidationMessageKey = keyof (typeof VALIDATION_MESSAGES)['pt-BR'];

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return value in VALIDATION_MESSAGES['pt-BR'];
}

export type MessageLocale = keyof typeof VALIDATION_MESSAGES;

/** The parts of a zod issue that a message is made from. */
export interface IssueLike {
  code: string;
  message?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  format?: string;
  input?: unknown;
}

/**
 * A person-readable message for a zod issue. A schema that names a message key gets that
 * message; other issues get a generic message in the locale's words.
 */
export function describeIssue(issue: IssueLike, locale: MessageLocale): string {
  if (issue.message && isValidationMessageKey(issue.message)) return VALIDATION_MESSAGES[locale][issue.message];
  const pt = locale === 'pt-BR';
  const min = issue.minimum !== undefined ? String(issue.minimum) : '';
  const max = issue.maximum !== undefined ? String(issue.maximum) : '';
  switch (issue.code) {
    case 'invalid_type':
      // zod leaves `input` out of issues unless asked; its own message says what it received.
      if (issue.input === undefined && !/received (?!undefined)\w+$/.test(issue.message ?? ''))
        return VALIDATION_MESSAGES[locale]['validation.required'];
      return pt
        ? `Tipo inválido: esperado ${typeName(issue.expected, locale)}`
        : `Invalid type: expected ${typeName(issue.expected, locale)}`;
    case 'too_small':
      if (issue.origin === 'string') {
        if (min === '1') return VALIDATION_MESSAGES[locale]['validation.required'];
        return pt ? `Deve ter pelo menos ${min} caracteres` : `Must have at least ${min} characters`;
      }
      if (issue.origin === 'array') return pt ? `Escolha pelo menos ${min}` : `Choose at least ${min}`;
      return pt ? `Deve ser maior ou igual a ${min}` : `Must be at least ${min}`;
    case 'too_big':
      if (issue.origin === 'string')
        return pt ? `Deve ter no máximo ${max} caracteres` : `Must have at most ${max} characters`;
      if (issue.origin === 'array') return pt ? `No máximo ${max} itens` : `At most ${max} items`;
      return pt ? `Deve ser menor ou igual a ${max}` : `Must be at most ${max}`;
    case 'invalid_format':
      if (issue.format === 'email') return VALIDATION_MESSAGES[locale]['validation.email'];
      if (issue.format === 'uuid') return pt ? 'Identificador inválido' : 'Invalid identifier';
      if (issue.format === 'datetime' || issue.format === 'date') return pt ? 'Data inválida' : 'Invalid date';
      return pt ? 'Formato inválido' : 'Invalid format';
    case 'unrecognized_keys':
      return pt ? 'Campo desconhecido' : 'Unknown field';
    default:
      return VALIDATION_MESSAGES[locale]['validation.invalid'];
  }
}

function typeName(expected: string | undefined, locale: MessageLocale): string {
  const names: Record<string, [string, string]> = {
    string: ['texto', 'text'],
    number: ['número', 'number'],
    int: ['número inteiro', 'whole number'],
    boolean: ['verdadeiro ou falso', 'true or false'],
    object: ['objeto', 'object'],
    array: ['lista', 'list'],
  };
  const pair = names[expected ?? ''];
  if (!pair) return expected ?? '';
  return locale === 'pt-BR' ? pair[0] : pair[1];
}
