import { randomInt } from 'node:crypto';
import type { SampleDataResult } from '../../../contracts/metrics.ts';
import { sampleSchedule, seededRandom } from '../../../core/sample-schedule.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import { deleteRecordedWith, insertSchedule } from '../appointments/appointments.repository.ts';
import { deleteUnusedClientsWith, insertClientsWith } from '../clients/clients.repository.ts';
import { forgetAppointmentsWith } from '../commissions/commissions.repository.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import {
  deleteUnusedProfessionalsWith,
  insertProfessionalWith,
  offerServicesWith,
} from '../professionals/professionals.repository.ts';
import { deleteUnusedServicesWith, insertServicesWith } from '../services/services.repository.ts';
import {
  activeServicesWith,
  hasSampleWith,
  listSampleRowsWith,
  lockBusinessWith,
  sampleRowsWith,
  teamScheduleWith,
  unlistSampleRowsWith,
  workingTeamWith,
  type SampleService,
} from './sample-data.repository.ts';

const WORDS: Record<
  Locale,
  { mark: string; services: Array<[string, number, number]>; professionals: string[]; clients: string[]; note: string }
> = {
  'pt-BR': {
    mark: '(exemplo)',
    services: [
      ['Corte', 45, 8000],
      ['Escova', 40, 6000],
      ['Manicure', 45, 4000],
      ['Coloração', 120, 20000],
    ],
    professionals: ['Júlia', 'Rafael'],
    clients: [
      'Amanda',
      'Bruno',
      'Carolina',
      'Daniel',
      'Eduarda',
      'Fábio',
      'Gabriela',
      'Heitor',
      'Isabela',
      'João',
      'Larissa',
      'Mateus',
      'Natália',
      'Otávio',
      'Paula',
      'Ricardo',
      'Sofia',
      'Tiago',
      'Valéria',
      'Yuri',
    ],
    note: 'Dados de teste: somem ao remover os dados de teste no painel.',
  },
  'en-US': {
    mark: '(sample)',
    services: [
      ['Haircut', 45, 4000],
      ['Blow-dry', 40, 3000],
      ['Manicure', 45, 2500],
      ['Hair color', 120, 9000],
    ],
    professionals: ['Julia', 'Rafael'],
    clients: [
      'Amanda',
      'Brian',
      'Caroline',
      'Daniel',
      'Emma',
      'Frank',
      'Grace',
      'Henry',
      'Isabel',
      'Jack',
      'Laura',
      'Matthew',
      'Natalie',
      'Oliver',
      'Paula',
      'Richard',
      'Sophie',
      'Thomas',
      'Valerie',
      'Zoe',
    ],
    note: 'Sample data: removed with the sample data on the dashboard.',
  },
};

const WEEK = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
const LUNCH = { weekday: null, start: '12:00', end: '13:00' };
const DAY_MS = 86_400_000;

/**
 * 'Gerar dados de teste': sample clients and appointments (and, for a business without them,
 * sample services and professionals) in the owner's own business, in one unit of work that each
 * table's own repository writes in. Every row it adds is listed in `sample_data_rows`, so removing
 * takes exactly those rows: a client, service or professional that a real appointment has come to
 * use since stays, still listed, until it is free. No message is written for a sample
 * appointment, and sample clients have no e-mail or phone.
 */
export function createSampleDataService(deps: { unitOfWork: UnitOfWork; feed: ChangeFeed; now: () => Date }) {
  const { unitOfWork } = deps;

  function generate(businessId: string, now: Date, random: () => number): Promise<SampleDataResult | null> {
    return unitOfWork(async (trx) => {
      const business = await lockBusinessWith(trx, businessId);
      if (await hasSampleWith(trx, businessId)) return null;
      const words = WORDS[business.locale];

      let services: SampleService[] = await activeServicesWith(trx, businessId);
      const addedServices: string[] = [];
      if (services.length === 0) {
        const values = words.services.map(([name, durationMinutes, priceCents]) => ({
          name: `${name} ${words.mark}`,
          description: null,
          durationMinutes,
          priceCents,
          active: true,
        }));
        services = await insertServicesWith(trx, businessId, values);
        addedServices.push(...services.map((s) => s.id));
      }

      let teamIds = await workingTeamWith(trx, businessId);
      const addedProfessionals: string[] = [];
      if (teamIds.length === 0) {
        for (const name of words.professionals) {
          const values = {
            fullName: `${name} ${words.mark}`,
            specialization: null,
            phone: null,
            email: null,
            commissionRate: null,
            active: true,
          };
          addedProfessionals.push(
            await insertProfessionalWith(trx, businessId, {
              ...values,
              serviceIds: [],
              workingHours: WEEK,
              breaks: [{ ...LUNCH, name: words.mark }],
            }),
          );
        }
        teamIds = addedProfessionals;
      }
      // A professional who offers none of the services offers them all, for the sample's sake (added links go with the sample).
      if (addedServices.length > 0 || addedProfessionals.length > 0)
        await offerServicesWith(
          trx,
          businessId,
          teamIds,
          services.map((s) => s.id),
        );

      const team = await teamScheduleWith(
        trx,
        teamIds,
        new Date(now.getTime() - 92 * DAY_MS),
        new Date(now.getTime() + 16 * DAY_MS),
      );
      const serviceById = new Map(
        services.map((s) => [s.id, { id: s.id, durationMinutes: s.durationMinutes, priceCents: s.priceCents }]),
      );
      const clientIds = await insertClientsWith(
        trx,
        businessId,
        words.clients.map((name) => ({
          fullName: `${name} ${words.mark}`,
          phone: null,
          email: null,
          notes: words.note,
        })),
      );
      const schedule = sampleSchedule({
        timeZone: business.timeZone,
        now,
        pastDays: 90,
        futureDays: 14,
        fill: 0.45,
        professionals: team.map(({ serviceIds, ...member }) => ({
          ...member,
          services: serviceIds.flatMap((id) => serviceById.get(id) ?? []),
        })),
        clientIds,
        random,
        past: { completed: 0.8, cancelled: 0.12 },
      });
      const appointmentIds = await insertSchedule(trx, businessId, schedule);
      await listSampleRowsWith(trx, businessId, 'services', addedServices);
      await listSampleRowsWith(trx, businessId, 'professionals', addedProfessionals);
      await listSampleRowsWith(trx, businessId, 'clients', clientIds);
      await listSampleRowsWith(trx, businessId, 'appointments', appointmentIds);
      return {
        services: addedServices.length,
        professionals: addedProfessionals.length,
        clients: clientIds.length,
        appointments: appointmentIds.length,
      };
    });
  }

  /** Removes the sample rows: appointments first (their commission lines with them), then what nothing real uses any more. */
  function remove(businessId: string): Promise<SampleDataResult | null> {
    return unitOfWork(async (trx) => {
      await lockBusinessWith(trx, businessId);
      if (!(await hasSampleWith(trx, businessId))) return null;
      const listedAppointments = await sampleRowsWith(trx, businessId, 'appointments');
      await forgetAppointmentsWith(trx, businessId, listedAppointments);
      const appointments = await deleteRecordedWith(trx, businessId, listedAppointments);
      await unlistSampleRowsWith(trx, businessId, 'appointments', appointments);
      const clients = await deleteUnusedClientsWith(trx, businessId, await sampleRowsWith(trx, businessId, 'clients'));
      await unlistSampleRowsWith(trx, businessId, 'clients', clients);
      const professionals = await deleteUnusedProfessionalsWith(
        trx,
        businessId,
        await sampleRowsWith(trx, businessId, 'professionals'),
      );
      await unlistSampleRowsWith(trx, businessId, 'professionals', professionals);
      const services = await deleteUnusedServicesWith(
        trx,
        businessId,
        await sampleRowsWith(trx, businessId, 'services'),
      );
      await unlistSampleRowsWith(trx, businessId, 'services', services);
      return {
        services: services.length,
        professionals: professionals.length,
        clients: clients.length,
        appointments: appointments.length,
      };
    });
  }

  return {
    async generate(businessId: string): Promise<SampleDataResult> {
      const added = await generate(businessId, deps.now(), seededRandom(randomInt(2 ** 31)));
      if (!added) throw new AppError('SAMPLE_DATA_PRESENT', 409);
      await deps.feed.publish({ businessId, kind: 'appointments' });
      return added;
    },

    async remove(businessId: string): Promise<SampleDataResult> {
      const removed = await remove(businessId);
      if (!removed) throw new AppError('NO_SAMPLE_DATA', 409);
      await deps.feed.publish({ businessId, kind: 'appointments' });
      return removed;
    },
  };
}

export type SampleDataService = ReturnType<typeof createSampleDataService>;
