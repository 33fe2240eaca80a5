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
  | 'auth.invalidEmail'
  | 'auth.emailAlreadyVerified';

const messages: Record<Locale, Catalogue> = {
  'pt-BR': {
    VALIDATION_ERROR: 'Alguns campos são inválidos. Corrija-os e tente novamente.',
    INVALID_PHONE: 'O telefone informado não é um número válido. Confira o DDD e os dígitos.',
    INVALID_BODY: 'O conteúdo enviado não é um JSON válido.',
    BODY_TOO_DEEP: 'O conteúdo enviado tem níveis aninhados demais.',
    UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie JSON.',
    PAYLOAD_TOO_LARGE: 'O conteúdo enviado é grande demais.',
    UNAUTHENTICATED: 'Sua sessão expirou. Entre novamente.',
    FORBIDDEN: 'Você não tem permissão para fazer isso.',
    NOT_FOUND: 'Não encontrado.',
    CROSS_ORIGIN_REQUEST: 'Pedido recusado: ele veio de outro site.',
    RATE_LIMITED: 'Muitas tentativas. Aguarde {minutes} min e tente novamente.',
    PROFILE_MISSING: 'Seu perfil não foi encontrado.',
    MAILBOX_DISABLED: 'A caixa de e-mails local está desativada neste servidor.',
    TEST_WHATSAPP_DISABLED: 'O WhatsApp de teste está desativado neste servidor.',
    TEST_WHATSAPP_UNKNOWN_CONVERSATION: 'Esta resposta não corresponde a nenhuma mensagem enviada a este número.',
    WHATSAPP_NOT_ALLOWED:
      'Este cliente não recebe mensagens no WhatsApp: ele não autorizou, pediu para parar ou o número não está no WhatsApp.',
    WHATSAPP_WINDOW_CLOSED:
      'O WhatsApp só deixa a empresa escrever livremente até 24 h depois da última mensagem do cliente, e esse prazo acabou.',
    CALENDAR_URL_REFUSED: 'Informe o endereço do servidor CalDAV começando com https:// (ou http://).',
    CALENDAR_CREDENTIALS_REFUSED:
      'O servidor de calendário recusou o usuário ou a senha. Confira-os; no iCloud, use uma senha específica de app.',
    CALENDAR_UNREACHABLE:
      'Não foi possível falar com o servidor de calendário nesse endereço. Confira o endereço e tente de novo.',
    CALENDAR_NO_CALENDAR:
      'Esta conta não tem nenhum calendário de eventos. Crie um no seu aplicativo de calendário e tente de novo.',
    GOOGLE_CALENDAR_NOT_CONFIGURED:
      'A conexão com o Google Agenda não está disponível neste servidor. Use um calendário CalDAV ou o link do calendário.',
    GOOGLE_CALENDAR_UNREACHABLE: 'Não foi possível falar com o Google agora. Tente de novo em instantes.',
    SERVICE_IN_USE: 'Este serviço já tem agendamentos e não pode ser excluído. Você pode desativá-lo.',
    PROFESSIONAL_IN_USE: 'Este profissional já tem agendamentos e não pode ser excluído. Você pode desativá-lo.',
    CLIENT_IN_USE: 'Este cliente já tem agendamentos e não pode ser excluído.',
    CLIENT_HAS_UPCOMING_APPOINTMENTS:
      'Este cliente tem {count} agendamento(s) futuro(s). Cancele ou conclua esses agendamentos na agenda antes de apagar os dados pessoais.',
    CLIENT_ERASED: 'Os dados pessoais deste cliente foram apagados e não podem ser alterados.',
    UNKNOWN_SERVICE: 'Um dos serviços escolhidos não existe neste negócio.',
    USER_LIMIT_REACHED:
      'O plano {plan} permite {limit} usuários e todos já estão em uso. Mude para um plano maior para liberar mais acessos.',
    UNKNOWN_PRICE: 'Este preço não corresponde a nenhum plano.',
    ALREADY_SUBSCRIBED: 'Seu negócio já tem uma assinatura. Para mudar de plano, use a página Assinatura.',
    NO_ACTIVE_SUBSCRIPTION: 'Seu negócio ainda não tem uma assinatura ativa. Escolha um plano primeiro.',
    NO_BILLING_ACCOUNT: 'Ainda não há um cartão cadastrado: escolha um plano primeiro.',
    SAME_PLAN: 'Este já é o seu plano.',
    PLAN_BELOW_USERS_IN_USE:
      'O plano {plan} permite {limit} usuários e seu negócio usa {used}. Revogue {count} acesso(s) em Usuários antes de mudar.',
    BAD_SIGNATURE: 'Assinatura do webhook inválida ou expirada.',
    BILLING_UNAVAILABLE: 'O serviço de pagamentos não respondeu. Tente novamente em instantes.',
    PROFESSIONAL_HAS_LOGIN: 'Este profissional já tem acesso ao sistema.',
    EMAIL_TAKEN: 'Este e-mail já é usado por outra conta.',
    CANNOT_REVOKE_OWNER: 'O acesso do proprietário não pode ser removido.',
    SLOT_TAKEN: 'Este horário já está ocupado: {conflict}. Escolha outro horário.',
    OUTSIDE_WORKING_HOURS:
      'Este horário está fora do expediente do profissional ou cai em um intervalo. Confirme para agendar mesmo assim.',
    INVALID_STATUS_CHANGE:
      'Esta mudança de status não é permitida: um agendamento concluído ou cancelado não volta atrás.',
    NOT_RESCHEDULABLE: 'Só agendamentos marcados ou confirmados podem mudar de horário.',
    SERVICE_NOT_OFFERED: 'Este profissional não oferece este serviço.',
    INACTIVE_RESOURCE: 'Este serviço ou profissional está desativado.',
    BOOKING_DISABLED: 'Este negócio não está recebendo agendamentos online no momento.',
    OUTSIDE_BOOKING_WINDOW: 'Este dia está além do período aberto para agendamentos ({days} dias).',
    TOO_SOON: 'Este horário está muito próximo. Agende com pelo menos {minutes} minutos de antecedência.',
    NOT_A_SLOT: 'Este horário não está disponível. Escolha um dos horários oferecidos.',
    BOOKING_REJECTED: 'Não foi possível concluir o agendamento. Atualize a página e tente novamente.',
    BOOKING_LIMIT_REACHED: 'Você já fez muitos agendamentos hoje. Entre em contato com o estabelecimento.',
    CHANGE_TOO_LATE:
      'Este agendamento só podia ser alterado até {hours} horas antes. Entre em contato com o estabelecimento.',
    APPOINTMENT_CANCELLED: 'Este agendamento foi cancelado: não há valor a ajustar.',
    WAITLIST_OFFER_TAKEN: 'Que pena: outra pessoa da lista de espera já ficou com este horário.',
    WAITLIST_OFFER_EXPIRED: 'Esta oferta da lista de espera expirou. Você continua na lista e receberá a próxima.',
    WAITLIST_ENTRY_CLOSED: 'Esta espera já foi atendida ou encerrada.',
    COMANDA_CHANGED: 'Esta comanda mudou desde que você a abriu. Confira os valores e tente de novo.',
    COMANDA_CLOSED: 'Esta comanda já foi fechada e não muda mais. Para corrigir, estorne-a.',
    COMANDA_NOT_CLOSED: 'Só uma comanda fechada pode ser estornada.',
    PAYMENTS_DONT_ADD_UP: 'Os pagamentos não somam o total da comanda. Confira os valores de cada forma de pagamento.',
    DISCOUNT_OVER_LIMIT:
      'Seu desconto máximo é de {percent}% da comanda. Peça ao responsável para dar um desconto maior.',
    CASH_REGISTER_ALREADY_OPEN: 'Já há um caixa aberto. Feche-o antes de abrir outro.',
    CASH_REGISTER_NOT_OPEN: 'Abra o caixa para receber pagamentos.',
    CASH_REGISTER_CLOSED: 'Este caixa já foi fechado.',
    PIX_NOT_CONFIGURED: 'Cadastre a chave PIX do negócio nas configurações para gerar o QR code.',
    STOCK_INSUFFICIENT:
      'Não há estoque suficiente de {product}: há {stock} e seriam necessários {needed}. Registre a compra ou ajuste o estoque.',
    PRODUCT_SKU_TAKEN: 'Já existe um produto com este código.',
    PACKAGE_SESSION_UNAVAILABLE:
      'O pacote não tem mais sessões de {service} para usar (ou já venceu). Cobre o serviço normalmente.',
    PACKAGE_IN_USE: 'Este pacote já teve sessões usadas. Estorne primeiro as comandas das visitas que as usaram.',
    PACKAGE_NEEDS_CLIENT: 'Escolha o cliente da comanda antes de vender um pacote.',
    PAYMENTS_UNAVAILABLE: 'O serviço de pagamentos não respondeu. Tente novamente em instantes.',
    DEPOSIT_NOT_PAYABLE:
      'Este sinal não está mais aguardando pagamento: já foi pago, ou o prazo acabou e o horário foi liberado.',
    COMMISSIONS_CHANGED:
      'As comissões mudaram desde que você abriu a página. Confira os novos valores e confirme de novo.',
    NOTHING_TO_PAY: 'Não há comissões pendentes deste profissional neste mês.',
    COMMISSION_PAYMENT_FINAL: 'Este pagamento já não pode ser desfeito.',
    SAMPLE_DATA_PRESENT: 'Os dados de teste já estão no seu negócio. Remova-os antes de gerar de novo.',
    NO_SAMPLE_DATA: 'Não há dados de teste para remover.',
    REVIEW_LINK_EXPIRED: 'Este link de avaliação expirou. Peça um novo ao estabelecimento.',
    REVIEW_EDIT_CLOSED: 'Esta avaliação só podia ser alterada até {days} dias depois de escrita.',
    CONTENT_CONFLICT:
      'Outro super administrador publicou alterações nestes textos desde que você começou: {selectors}. Nada foi publicado; seus rascunhos continuam guardados.',
    NOT_AN_IMAGE: 'O arquivo não é uma imagem PNG, JPEG ou WebP.',
    SLUG_TAKEN: 'Outro artigo já usa este endereço. Escolha outro.',
    TRANSLATION_INVALID: 'A tradução precisa ser outro artigo, no outro idioma.',
    IMAGE_TOO_LARGE: 'A imagem tem mais de {megabytes} MB. Envie um arquivo menor.',
    BUSINESS_CLOSED:
      'Esta empresa foi encerrada pelo proprietário. Enquanto os dados estão guardados, só o proprietário pode reabri-la ou baixá-los.',
    BUSINESS_NAME_MISMATCH:
      'O nome digitado não é o nome da empresa. Digite o nome exatamente como aparece para confirmar o encerramento.',
    STARTING: 'O Agendo está iniciando. Tente novamente em alguns segundos.',
    INTERNAL_ERROR: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
    'auth.invalidCredentials': 'E-mail ou senha incorretos.',
    'auth.userExists': 'Já existe uma conta com este e-mail.',
    'auth.credentialsRequired': 'Informe um e-mail ou telefone e uma senha.',
    'auth.invalidToken': 'Este link expirou ou já foi usado. Peça um novo.',
    'auth.passwordTooShort': 'A senha deve ter pelo menos 6 caracteres',
    'auth.passwordTooLong': 'A senha deve ter no máximo 100 caracteres',
    'auth.invalidEmail': 'E-mail inválido',
    'auth.emailAlreadyVerified': 'Este e-mail já está confirmado.',
  },
  'en-US': {
    VALIDATION_ERROR: 'Some fields are invalid. Fix them and try again.',
    INVALID_PHONE: 'The phone given is not a valid number. Check the area code and the digits.',
    INVALID_BODY: 'The request body is not valid JSON.',
    BODY_TOO_DEEP: 'The request body is nested too deeply.',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type. Send JSON.',
    PAYLOAD_TOO_LARGE: 'The request body is too large.',
    UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
    FORBIDDEN: 'You do not have permission to do this.',
    NOT_FOUND: 'Not found.',
    CROSS_ORIGIN_REQUEST: 'Request refused: it came from another site.',
    RATE_LIMITED: 'Too many attempts. Wait {minutes} min and try again.',
    PROFILE_MISSING: 'Your profile was not found.',
    MAILBOX_DISABLED: 'The local mailbox is turned off on this server.',
    TEST_WHATSAPP_DISABLED: 'The test WhatsApp is turned off on this server.',
    TEST_WHATSAPP_UNKNOWN_CONVERSATION: 'This reply matches no message sent to this number.',
    WHATSAPP_NOT_ALLOWED:
      'This client does not get WhatsApp messages: they did not agree, asked to stop, or the number is not on WhatsApp.',
    WHATSAPP_WINDOW_CLOSED:
      "WhatsApp lets a business write freely only within 24 hours of the customer's last message, and that time is over.",
    CALENDAR_URL_REFUSED: 'Enter the CalDAV server’s address starting with https:// (or http://).',
    CALENDAR_CREDENTIALS_REFUSED:
      'The calendar server refused the username or password. Check them; for iCloud, use an app-specific password.',
    CALENDAR_UNREACHABLE: 'The calendar server at that address could not be reached. Check the address and try again.',
    CALENDAR_NO_CALENDAR: 'This account has no calendar for events. Create one in your calendar app and try again.',
    GOOGLE_CALENDAR_NOT_CONFIGURED:
      'Connecting Google Calendar is not available on this server. Use a CalDAV calendar or the calendar link instead.',
    GOOGLE_CALENDAR_UNREACHABLE: 'Google could not be reached just now. Try again in a moment.',
    SERVICE_IN_USE: 'This service has appointments and cannot be deleted. You can deactivate it instead.',
    PROFESSIONAL_IN_USE: 'This professional has appointments and cannot be deleted. You can deactivate them instead.',
    CLIENT_IN_USE: 'This client has appointments and cannot be deleted.',
    CLIENT_HAS_UPCOMING_APPOINTMENTS:
      'This client has {count} upcoming appointment(s). Cancel or complete them on the schedule before erasing the personal data.',
    CLIENT_ERASED: "This client's personal data was erased and cannot be changed.",
    UNKNOWN_SERVICE: 'One of the chosen services does not exist in this business.',
    USER_LIMIT_REACHED:
      'The {plan} plan allows {limit} users and all are in use. Move to a larger plan to add more logins.',
    UNKNOWN_PRICE: 'This price is not one of our plans.',
    ALREADY_SUBSCRIBED: 'Your business already has a subscription. To change plans, use the Subscription page.',
    NO_ACTIVE_SUBSCRIPTION: 'Your business has no active subscription yet. Choose a plan first.',
    NO_BILLING_ACCOUNT: 'There is no card on file yet: choose a plan first.',
    SAME_PLAN: 'This is already your plan.',
    PLAN_BELOW_USERS_IN_USE:
      'The {plan} plan allows {limit} users and your business uses {used}. Revoke {count} access(es) in Users before changing.',
    BAD_SIGNATURE: 'Invalid or expired webhook signature.',
    BILLING_UNAVAILABLE: 'The payment service did not answer. Please try again in a moment.',
    PROFESSIONAL_HAS_LOGIN: 'This professional already has a login.',
    EMAIL_TAKEN: 'This e-mail is already used by another account.',
    CANNOT_REVOKE_OWNER: "The owner's access cannot be removed.",
    SLOT_TAKEN: 'This time is already taken: {conflict}. Choose another time.',
    OUTSIDE_WORKING_HOURS:
      "This time is outside the professional's working hours or in a break. Confirm to book it anyway.",
    INVALID_STATUS_CHANGE:
      'This status change is not allowed: a completed or cancelled appointment does not come back.',
    NOT_RESCHEDULABLE: 'Only scheduled or confirmed appointments can move.',
    SERVICE_NOT_OFFERED: 'This professional does not offer this service.',
    INACTIVE_RESOURCE: 'This service or professional is inactive.',
    BOOKING_DISABLED: 'This business is not taking online bookings right now.',
    OUTSIDE_BOOKING_WINDOW: 'This day is beyond the period open for booking ({days} days).',
    TOO_SOON: 'This time is too close. Book at least {minutes} minutes ahead.',
    NOT_A_SLOT: 'This time is not available. Choose one of the times offered.',
    BOOKING_REJECTED: 'The booking could not be completed. Reload the page and try again.',
    BOOKING_LIMIT_REACHED: 'You have made too many bookings today. Please contact the business.',
    CHANGE_TOO_LATE: 'This booking could only be changed up to {hours} hours before. Please contact the business.',
    APPOINTMENT_CANCELLED: 'This appointment was cancelled: there is no price to adjust.',
    WAITLIST_OFFER_TAKEN: 'Sorry: someone else on the waitlist has already taken this time.',
    WAITLIST_OFFER_EXPIRED: 'This waitlist offer has expired. You are still on the list and will get the next one.',
    WAITLIST_ENTRY_CLOSED: 'This wait has already been served or closed.',
    COMANDA_CHANGED: 'This comanda changed since you opened it. Check the amounts and try again.',
    COMANDA_CLOSED: 'This comanda is closed and no longer changes. To correct it, reverse it.',
    COMANDA_NOT_CLOSED: 'Only a closed comanda can be reversed.',
    PAYMENTS_DONT_ADD_UP: "The payments don't add up to the comanda's total. Check the amount of each payment method.",
    DISCOUNT_OVER_LIMIT: 'The largest discount you may give is {percent}% of the bill. Ask the owner for a larger one.',
    CASH_REGISTER_ALREADY_OPEN: 'A cash register is already open. Close it before opening another.',
    CASH_REGISTER_NOT_OPEN: 'Open the cash register to take payments.',
    CASH_REGISTER_CLOSED: 'This cash register is already closed.',
    PIX_NOT_CONFIGURED: "Add the business's PIX key in the settings to make the QR code.",
    STOCK_INSUFFICIENT:
      'There is not enough {product} in stock: {stock} on hand and {needed} needed. Record the purchase or adjust the stock.',
    PRODUCT_SKU_TAKEN: 'Another product already has this code.',
    PACKAGE_SESSION_UNAVAILABLE:
      'The package has no session of {service} left to use (or it has expired). Charge the service as usual.',
    PACKAGE_IN_USE: "This package's sessions have been used. Reverse the comandas of the visits that used them first.",
    PACKAGE_NEEDS_CLIENT: "Choose the comanda's client before selling a package.",
    PAYMENTS_UNAVAILABLE: 'The payment service did not answer. Please try again in a moment.',
    DEPOSIT_NOT_PAYABLE:
      'This deposit is no longer waiting for payment: it was paid, or its time ran out and the time was released.',
    COMMISSIONS_CHANGED: 'The commissions changed since you opened the page. Check the new figures and confirm again.',
    NOTHING_TO_PAY: 'This professional has no pending commissions this month.',
    COMMISSION_PAYMENT_FINAL: 'This payment can no longer be undone.',
    SAMPLE_DATA_PRESENT: 'The sample data is already in your business. Remove it before generating again.',
    NO_SAMPLE_DATA: 'There is no sample data to remove.',
    REVIEW_LINK_EXPIRED: 'This review link has expired. Ask the business for a new one.',
    REVIEW_EDIT_CLOSED: 'This review could only be changed up to {days} days after it was written.',
    CONTENT_CONFLICT:
      'Another super admin published changes to these texts since you started: {selectors}. Nothing was published; your drafts are still kept.',
    NOT_AN_IMAGE: 'The file is not a PNG, JPEG or WebP image.',
    SLUG_TAKEN: 'Another post already uses this address. Choose another one.',
    TRANSLATION_INVALID: 'The translation must be another post, in the other language.',
    IMAGE_TOO_LARGE: 'The image is larger than {megabytes} MB. Send a smaller file.',
    BUSINESS_CLOSED:
      'This business was closed by its owner. While its data is kept, only the owner can reopen it or download the data.',
    BUSINESS_NAME_MISMATCH:
      'The name typed is not the business name. Type the name exactly as shown to confirm closing.',
    STARTING: 'Agendo is starting. Try again in a few seconds.',
    INTERNAL_ERROR: 'An unexpected error occurred. Please try again.',
    'auth.invalidCredentials': 'Wrong e-mail or password.',
    'auth.userExists': 'An account with this e-mail already exists.',
    'auth.credentialsRequired': 'You must provide either an email or phone number and a password',
    'auth.invalidToken': 'This link has expired or was already used. Ask for a new one.',
    'auth.passwordTooShort': 'The password must have at least 6 characters',
    'auth.passwordTooLong': 'The password must have at most 100 characters',
    'auth.invalidEmail': 'Invalid e-mail',
    'auth.emailAlreadyVerified': 'This e-mail address is already confirmed.',
  },
};

export function translate(
  locale: Locale,
  key: ErrorCode | AuthMessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
