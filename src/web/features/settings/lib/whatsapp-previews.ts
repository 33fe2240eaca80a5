import { WHATSAPP_TEMPLATES, type WhatsAppLanguage, type WhatsAppTemplateName } from '../../../../core/whatsapp.ts';
import {
  WHATSAPP_TEMPLATE_CATALOG,
  whatsAppMoment,
  whatsAppParameter,
  whatsAppTemplateParts,
} from '../../../../core/whatsapp-templates.ts';
import type { UpdateWhatsAppSettingsBody } from '../../../../contracts/whatsapp-settings.ts';
import { addDays, localDateOf, zonedDateTime } from '../../../lib/local-date.ts';

/** The reminder lead times offered, in hours (the contract takes 1–72). */
export const REMINDER_CHOICES = [1, 2, 3, 6, 12, 24, 48, 72] as const;

/** The choices, with `current` among them when it is another value (set through the API). */
export function reminderChoices(current: number): number[] {
  return [...new Set<number>([...REMINDER_CHOICES, current])].sort((a, b) => a - b);
}

/** How a lead time reads: in whole days, or in hours. */
export function leadTime(hours: number): { unit: 'hours' | 'days'; count: number } {
  return hours % 24 === 0 ? { unit: 'days', count: hours / 24 } : { unit: 'hours', count: hours };
}

/** The setting that turns each message on or off; null for one the customer asked for, which always goes. */
export const TEMPLATE_SETTING: Record<
  WhatsAppTemplateName,
  keyof Omit<UpdateWhatsAppSettingsBody, 'reminderHours'> | null
> = {
  booking_confirmation: 'sendConfirmation',
  booking_reminder: 'sendReminder',
  booking_changed: 'sendChangeNotice',
  booking_cancelled: 'sendChangeNotice',
  review_request: 'sendReviewRequest',
  waitlist_offer: null,
  comanda_receipt: null,
};

export interface WhatsAppPreview {
  template: WhatsAppTemplateName;
  title: string;
  body: string;
  footer: string;
  buttons: readonly string[];
}

/**
 * Every message as a client would get it, through the templates the server sends: the business's
 * name, the catalog's sample client, service and professional, and an appointment tomorrow at 14:00
 * on the business's clock, written as the message writes it (a waitlist offer's time too).
 */
export function whatsAppPreviews(sample: {
  businessName: string;
  timeZone: string;
  now: Date;
  language: WhatsAppLanguage;
  /** The site's address, for the review link. */
  origin: string;
}): WhatsAppPreview[] {
  const tomorrow = addDays(localDateOf(sample.now, sample.timeZone), 1);
  const moment = whatsAppMoment(zonedDateTime(tomorrow, 14 * 60, sample.timeZone), sample.timeZone, sample.language);
  return WHATSAPP_TEMPLATES.map((template) => {
    const text = WHATSAPP_TEMPLATE_CATALOG[template].texts[sample.language];
    const [client = '', , service = ''] = text.example;
    const appointment = [client, sample.businessName, service, text.example[3] ?? '', moment];
    const params =
      template === 'review_request'
        ? [client, sample.businessName, service, `${sample.origin}/avaliar/exemplo`]
        : template === 'waitlist_offer'
          ? [...appointment, `${sample.origin}/agendar/exemplo/oferta/exemplo`]
          : template === 'comanda_receipt'
            ? [client, sample.businessName, ...text.example.slice(2)]
            : appointment;
    return {
      template,
      title: text.title,
      ...whatsAppTemplateParts(template, sample.language, params.map(whatsAppParameter)),
    };
  });
}
