import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { z } from 'zod';
import type {
  Client,
  ClientDetail,
  ClientDuplicatesResponse,
  clientDuplicatesQuerySchema,
  createClientBodySchema,
  listClientsQuerySchema,
  updateClientBodySchema,
} from '../../../contracts/clients.ts';
import { whatsappConsentWords } from '../../../contracts/whatsapp-consent.ts';
import { phoneDigits } from '../../../core/search-text.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Actor } from '../../plugins/session.ts';
import { toCsv } from '../../csv.ts';
import type { ClientDataService } from './client-data.service.ts';
import type { ClientsRepository } from './clients.repository.ts';
import { enteredPhone, requirePhoneForConsent } from './entered-phone.ts';

const CSV_HEADER: Record<Locale, string[]> = {
  'pt-BR': ['Nome', 'Telefone', 'E-mail', 'Observações', 'Criado em'],
  'en-US': ['Name', 'Phone', 'E-mail', 'Notes', 'Created'],
};
/** A consent taken at the front desk, with the words its form showed. */
const frontDeskConsent = (given: FrontDeskConsent, at: Date) => ({
  at,
  words: whatsappConsentWords(given.words, given.language),
  source: 'front_desk' as const,
});
type FrontDeskConsent = NonNullable<z.output<typeof createClientBodySchema>['whatsappConsent']>;

const CSV_FILE_NAME: Record<Locale, string> = { 'pt-BR': 'clientes.csv', 'en-US': 'clients.csv' };

/** The business's clients: search, history, duplicates warning, CSV export and their data rights. */
export function createClientsService(deps: {
  repository: ClientsRepository;
  dataRights: ClientDataService;
  now: () => Date;
}) {
  const { repository, dataRights } = deps;
  return {
    list(actor: Actor, query: z.output<typeof listClientsQuerySchema>) {
      return repository.list(actor.profile.businessId, query);
    },

    async get(actor: Actor, id: string): Promise<ClientDetail> {
      const client = await repository.findDetail(actor.profile.businessId, id);
      if (!client) throw notFound();
      return client;
    },

    /** The phone is kept in E.164, read in the business's country; a consent needs it. */
    async create(actor: Actor, body: z.output<typeof createClientBodySchema>): Promise<Client> {
      const businessId = actor.profile.businessId;
      const phone = enteredPhone(body.phone, await repository.countryOf(businessId), 'phone');
      if (body.whatsappConsent) requirePhoneForConsent(phone, 'phone');
      const consent = body.whatsappConsent ? frontDeskConsent(body.whatsappConsent, deps.now()) : null;
      const values = { fullName: body.fullName, phone, email: body.email ?? null, notes: body.notes ?? null };
      return repository.create(businessId, values, consent);
    },

    /**
     * A phone sent as it is stored stays as it is (one kept before phones were read into E.164);
     * another is read in the business's country. A consent needs the phone the client ends with.
     */
    async update(actor: Actor, id: string, body: z.output<typeof updateClientBodySchema>): Promise<Client> {
      const businessId = actor.profile.businessId;
      const { whatsappConsent, phone: written, ...fields } = body;
      const existing = await repository.find(businessId, id);
      if (!existing) throw notFound();
      const phone =
        written === undefined || written === existing.phone
          ? written
          : enteredPhone(written, await repository.countryOf(businessId), 'phone');
      if (whatsappConsent) requirePhoneForConsent(phone === undefined ? existing.phone : phone, 'phone');
      const now = deps.now();
      const whatsapp =
        whatsappConsent === undefined
          ? undefined
          : whatsappConsent === null
            ? { withdrawnAt: now }
            : { consent: frontDeskConsent(whatsappConsent, now) };
      const changes = { ...fields, ...(phone !== undefined ? { phone } : {}), ...(whatsapp ? { whatsapp } : {}) };
      const updated = await repository.update(businessId, id, changes, now);
      if (updated === 'not_found') throw notFound();
      if (updated === 'erased') throw new AppError('CLIENT_ERASED', 409);
      return updated;
    },

    async delete(actor: Actor, id: string): Promise<void> {
      const result = await repository.delete(actor.profile.businessId, id);
      if (result === 'not_found') throw notFound();
      if (result === 'in_use') throw new AppError('CLIENT_IN_USE', 409);
    },

    /** Same phone digits or same e-mail (any case): a warning for the form, never a refusal. */
    async duplicates(
      actor: Actor,
      query: z.output<typeof clientDuplicatesQuerySchema>,
    ): Promise<ClientDuplicatesResponse> {
      const items = await repository.duplicates(actor.profile.businessId, {
        phoneDigits: query.phone ? phoneDigits(query.phone) || null : null,
        email: query.email || null,
        excludeId: query.excludeId ?? null,
      });
      return { items };
    },

    /** The list as CSV, headed in the reader's language, dates on the business's clock. */
    async exportCsv(
      actor: Actor,
      search: string | undefined,
      locale: Locale,
    ): Promise<{ fileName: string; body: string }> {
      const businessId = actor.profile.businessId;
      const [clients, timeZone] = await Promise.all([
        repository.listAll(businessId, search),
        repository.timeZoneOf(businessId),
      ]);
      const rows = clients.map((c) => [
        c.fullName,
        c.phone,
        c.email,
        c.notes,
        format(new TZDate(c.createdAt, timeZone), 'yyyy-MM-dd HH:mm'),
      ]);
      return { fileName: CSV_FILE_NAME[locale], body: toCsv([CSV_HEADER[locale], ...rows], locale) };
    },

    exportData: dataRights.exportData,

    /** Erases the client's personal data and answers the client as they now stand. */
    async erase(actor: Actor, id: string): Promise<ClientDetail> {
      await dataRights.erase(actor, id);
      const erased = await repository.findDetail(actor.profile.businessId, id);
      if (!erased) throw notFound();
      return erased;
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
