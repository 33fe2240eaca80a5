import { APPOINTMENT_WORDS } from '../../i18n/appointment-words.ts';
import { readmeFileList, type ExportTexts } from './business-export-files.ts';

/** The business data export's column headings, words and README in Brazilian Portuguese. */
export const EXPORT_TEXTS_PT_BR: ExportTexts = {
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
${readmeFileList(facts, EXPORT_TEXTS_PT_BR.describe, (n) => (n === 1 ? '1 linha' : `${n} linhas`))}
`,
};
