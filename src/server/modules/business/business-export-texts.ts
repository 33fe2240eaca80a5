import { APPOINTMENT_WORDS } from '../../i18n/appointment-words.ts';
import type { Locale } from '../../i18n/locale.ts';

/** The files of the export, in the order they are written, each with its column headings. */
export const EXPORT_FILES = [
  'business.csv',
  'opening-hours.csv',
  'services.csv',
  'professionals.csv',
  'professional-working-hours.csv',
  'professional-breaks.csv',
  'professional-services.csv',
  'clients.csv',
  'appointments.csv',
  'reviews.csv',
  'commission-lines.csv',
  'commission-payments.csv',
  'invoices.csv',
  'users.csv',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

interface ExportTexts {
  headers: Record<ExportFile, (currency: string) => string[]>;
  /** One line per file in the README. */
  describe: Record<ExportFile, string>;
  yes: string;
  no: string;
  weekdays: readonly string[];
  everyDay: string;
  appointmentStatus: Record<'scheduled' | 'confirmed' | 'completed' | 'cancelled', string>;
  source: Record<'staff' | 'online', string>;
  role: Record<'admin' | 'professional', string>;
  commissionKind: Record<'commission' | 'adjustment', string>;
  invoiceStatus: Record<string, string>;
  subscriptionStatus: Record<string, string>;
  language: Record<'pt-BR' | 'en-US', string>;
  readme: (facts: ReadmeFacts) => string;
}

export interface ReadmeFacts {
  businessName: string;
  exportedAt: string;
  timeZone: string;
  currency: string;
  rows: Record<ExportFile, number>;
}

const fileList = (facts: ReadmeFacts, describe: Record<ExportFile, string>, rows: (n: number) => string) =>
  EXPORT_FILES.map((file) => `- ${file} (${rows(facts.rows[file])}): ${describe[file]}`).join('\n');

const PT_BR: ExportTexts = {
  headers: {
    'business.csv': () => [
      'Nome',
      'Telefone',
      'E-mail',
      'Endereço',
      'Fuso horário',
      'Moeda',
      'Idioma',
      'Plano',
      'Situação da assinatura',
      'Fim do teste grátis',
      'Fim do período pago',
      'Comissão padrão (%)',
      'Criada em',
      'Encerrada em',
      'Agendamento online ativo',
      'Mensagem de boas-vindas',
      'Janela de agendamento (dias)',
      'Exige telefone',
      'Exige e-mail',
      'Confirmação automática',
      'Antecedência mínima (minutos)',
      'Intervalo entre horários (minutos)',
      'Cancelamento até (horas antes)',
      'Pedir avaliações',
      'Pedido de avaliação após (horas)',
      'Link de avaliação no Google',
    ],
    'opening-hours.csv': () => ['Dia da semana', 'Abre', 'Fecha'],
    'services.csv': (c) => ['ID', 'Nome', 'Descrição', 'Duração (minutos)', `Preço (${c})`, 'Ativo', 'Criado em'],
    'professionals.csv': () => [
      'ID',
      'Nome',
      'Especialidade',
      'Telefone',
      'E-mail',
      'Comissão (%)',
      'Ativo',
      'Tem acesso ao sistema',
      'Criado em',
    ],
    'professional-working-hours.csv': () => ['ID do profissional', 'Profissional', 'Dia da semana', 'Início', 'Fim'],
    'professional-breaks.csv': () => [
      'ID do profissional',
      'Profissional',
      'Intervalo',
      'Dia da semana',
      'Início',
      'Fim',
    ],
    'professional-services.csv': () => [
      'ID do profissional',
      'Profissional',
      'ID do serviço',
      'Serviço',
      'Comissão neste serviço (%)',
    ],
    'clients.csv': () => [
      'ID',
      'Nome',
      'Telefone',
      'E-mail',
      'Observações',
      'Primeira visita',
      'Cadastrado em',
      'Dados apagados em',
    ],
    'appointments.csv': (c) => [
      'ID',
      'Início',
      'Fim',
      'Situação',
      'ID do profissional',
      'Profissional',
      'ID do serviço',
      'Serviço',
      'ID do cliente',
      'Cliente',
      `Preço (${c})`,
      'Origem',
      'Observações',
      'Criado em',
      'Cancelado em',
    ],
    'reviews.csv': () => [
      'ID',
      'ID do agendamento',
      'Data',
      'Nota (1 a 5)',
      'Comentário',
      'Resposta',
      'Respondida em',
      'Oculta em',
      'Motivo de ocultar',
    ],
    'commission-lines.csv': (c) => [
      'ID',
      'Mês',
      'ID do profissional',
      'Profissional',
      'ID do agendamento',
      'Tipo',
      `Base (${c})`,
      'Taxa (%)',
      `Valor (${c})`,
      'ID do pagamento',
      'Criada em',
    ],
    'commission-payments.csv': () => ['ID', 'Mês', 'ID do profissional', 'Profissional', 'Pago em', 'Registrado em'],
    'invoices.csv': () => ['ID', 'Data', 'Plano', 'Valor', 'Moeda', 'Situação', 'Recibo'],
    'users.csv': () => ['Nome', 'E-mail', 'Papel', 'Acesso criado em'],
  },
  describe: {
    'business.csv': 'os dados da empresa e as configurações de agendamento online e de avaliações (uma linha).',
    'opening-hours.csv': 'o horário de funcionamento de cada dia da semana.',
    'services.csv': 'os serviços, com duração e preço.',
    'professionals.csv': 'a equipe, com contato e comissão.',
    'professional-working-hours.csv': 'o expediente de cada profissional por dia da semana.',
    'professional-breaks.csv': 'os intervalos de cada profissional (sem dia: todos os dias).',
    'professional-services.csv':
      'quais serviços cada profissional faz, com a comissão própria de cada serviço, se houver.',
    'clients.csv':
      'os clientes. Um cliente cujos dados pessoais foram apagados a pedido dele aparece com um nome neutro e a data em "Dados apagados em".',
    'appointments.csv':
      'todos os agendamentos, do mais antigo ao mais recente, com profissional, serviço, cliente e preço.',
    'reviews.csv': 'as avaliações dos clientes e as suas respostas, inclusive as ocultas.',
    'commission-lines.csv': 'as linhas de comissão de cada atendimento concluído (e os ajustes).',
    'commission-payments.csv': 'os pagamentos de comissão registrados, por profissional e mês.',
    'invoices.csv': 'as faturas da sua assinatura do Agendo.',
    'users.csv': 'as pessoas com acesso ao sistema: nome, e-mail e papel.',
  },
  yes: 'Sim',
  no: 'Não',
  weekdays: ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'],
  everyDay: 'Todos os dias',
  appointmentStatus: APPOINTMENT_WORDS['pt-BR'].status,
  source: APPOINTMENT_WORDS['pt-BR'].source,
  role: { admin: 'Proprietário', professional: 'Profissional' },
  commissionKind: { commission: 'Comissão', adjustment: 'Ajuste' },
  invoiceStatus: { paid: 'Paga', open: 'Em aberto', void: 'Anulada', uncollectible: 'Não cobrável' },
  subscriptionStatus: {
    trialing: 'Teste grátis',
    active: 'Ativa',
    past_due: 'Pagamento pendente',
    canceled: 'Cancelada',
    none: 'Sem assinatura',
  },
  language: { 'pt-BR': 'Português', 'en-US': 'Inglês' },
  readme: (facts) => `Agendo — dados de ${facts.businessName}
Exportados em ${facts.exportedAt} (${facts.timeZone})

Este arquivo ZIP traz todos os dados da sua empresa no Agendo, em planilhas CSV (UTF-8,
separadas por ponto e vírgula, como o Excel em português espera) que abrem no Excel, no LibreOffice Calc e no Google Planilhas.

- Datas e horas estão no fuso horário da empresa (${facts.timeZone}), no formato AAAA-MM-DD HH:MM.
- Valores em dinheiro estão em ${facts.currency}, com vírgula decimal (1234,56); taxas em porcentagem.
- Cada registro tem um ID, e os arquivos se ligam por ele: o "ID do cliente" em appointments.csv
  é o "ID" em clients.csv, e assim por diante.
- Um texto que começa com =, +, - ou @ recebe um apóstrofo na frente, para que a planilha não o
  execute como fórmula.

Arquivos
${fileList(facts, PT_BR.describe, (n) => (n === 1 ? '1 linha' : `${n} linhas`))}
`,
};

const EN_US: ExportTexts = {
  headers: {
    'business.csv': () => [
      'Name',
      'Phone',
      'E-mail',
      'Address',
      'Time zone',
      'Currency',
      'Language',
      'Plan',
      'Subscription status',
      'Free trial ends',
      'Paid period ends',
      'Standard commission (%)',
      'Created',
      'Closed',
      'Online booking on',
      'Welcome message',
      'Booking window (days)',
      'Phone required',
      'E-mail required',
      'Automatic confirmation',
      'Minimum notice (minutes)',
      'Time between slots (minutes)',
      'Cancel until (hours before)',
      'Ask for reviews',
      'Review request after (hours)',
      'Google review link',
    ],
    'opening-hours.csv': () => ['Weekday', 'Opens', 'Closes'],
    'services.csv': (c) => ['ID', 'Name', 'Description', 'Duration (minutes)', `Price (${c})`, 'Active', 'Created'],
    'professionals.csv': () => [
      'ID',
      'Name',
      'Specialization',
      'Phone',
      'E-mail',
      'Commission (%)',
      'Active',
      'Has a login',
      'Created',
    ],
    'professional-working-hours.csv': () => ['Professional ID', 'Professional', 'Weekday', 'Start', 'End'],
    'professional-breaks.csv': () => ['Professional ID', 'Professional', 'Break', 'Weekday', 'Start', 'End'],
    'professional-services.csv': () => [
      'Professional ID',
      'Professional',
      'Service ID',
      'Service',
      'Commission on this service (%)',
    ],
    'clients.csv': () => ['ID', 'Name', 'Phone', 'E-mail', 'Notes', 'First visit', 'Added', 'Personal data erased'],
    'appointments.csv': (c) => [
      'ID',
      'Start',
      'End',
      'Status',
      'Professional ID',
      'Professional',
      'Service ID',
      'Service',
      'Client ID',
      'Client',
      `Price (${c})`,
      'Source',
      'Notes',
      'Created',
      'Cancelled',
    ],
    'reviews.csv': () => [
      'ID',
      'Appointment ID',
      'Date',
      'Rating (1 to 5)',
      'Comment',
      'Reply',
      'Replied',
      'Hidden',
      'Reason for hiding',
    ],
    'commission-lines.csv': (c) => [
      'ID',
      'Month',
      'Professional ID',
      'Professional',
      'Appointment ID',
      'Kind',
      `Base (${c})`,
      'Rate (%)',
      `Amount (${c})`,
      'Payment ID',
      'Created',
    ],
    'commission-payments.csv': () => ['ID', 'Month', 'Professional ID', 'Professional', 'Paid on', 'Recorded'],
    'invoices.csv': () => ['ID', 'Date', 'Plan', 'Amount', 'Currency', 'Status', 'Receipt'],
    'users.csv': () => ['Name', 'E-mail', 'Role', 'Access created'],
  },
  describe: {
    'business.csv': "the business's details and its online booking and review settings (one row).",
    'opening-hours.csv': 'the opening hours of each weekday.',
    'services.csv': 'the services, with duration and price.',
    'professionals.csv': 'the team, with contacts and commission.',
    'professional-working-hours.csv': "each professional's working hours per weekday.",
    'professional-breaks.csv': "each professional's breaks (no weekday: every day).",
    'professional-services.csv': "which services each professional does, with that service's own commission, if any.",
    'clients.csv':
      'the clients. A client whose personal data was erased at their request shows a neutral name and the date under "Personal data erased".',
    'appointments.csv': 'every appointment, oldest first, with professional, service, client and price.',
    'reviews.csv': "the clients' reviews and your replies, hidden ones included.",
    'commission-lines.csv': 'the commission lines of each completed appointment (and adjustments).',
    'commission-payments.csv': 'the commission payments recorded, per professional and month.',
    'invoices.csv': 'the invoices of your Agendo subscription.',
    'users.csv': 'the people with access: name, e-mail and role.',
  },
  yes: 'Yes',
  no: 'No',
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  everyDay: 'Every day',
  appointmentStatus: APPOINTMENT_WORDS['en-US'].status,
  source: APPOINTMENT_WORDS['en-US'].source,
  role: { admin: 'Owner', professional: 'Professional' },
  commissionKind: { commission: 'Commission', adjustment: 'Adjustment' },
  invoiceStatus: { paid: 'Paid', open: 'Open', void: 'Void', uncollectible: 'Uncollectible' },
  subscriptionStatus: {
    trialing: 'Free trial',
    active: 'Active',
    past_due: 'Past due',
    canceled: 'Canceled',
    none: 'No subscription',
  },
  language: { 'pt-BR': 'Portuguese', 'en-US': 'English' },
  readme: (facts) => `Agendo — data of ${facts.businessName}
Exported on ${facts.exportedAt} (${facts.timeZone})

This ZIP file holds all of your business's data in Agendo, as CSV spreadsheets (UTF-8,
comma-separated) that open in Excel, LibreOffice Calc and Google Sheets.

- Dates and times are in the business's time zone (${facts.timeZone}), as YYYY-MM-DD HH:MM.
- Money is in ${facts.currency}, with a decimal point (1234.56); rates are percentages.
- Every record has an ID, and the files link by it: the "Client ID" in appointments.csv is the
  "ID" in clients.csv, and so on.
- A text starting with =, +, - or @ gets an apostrophe in front, so that the spreadsheet does not
  run it as a formula.

Files
${fileList(facts, EN_US.describe, (n) => (n === 1 ? '1 row' : `${n} rows`))}
`,
};

export const EXPORT_TEXTS: Record<Locale, ExportTexts> = { 'pt-BR': PT_BR, 'en-US': EN_US };
