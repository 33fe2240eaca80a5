import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import { sampleSchedule, seededRandom } from '../../core/sample-schedule.ts';
import { insertSchedule } from '../modules/appointments/appointments.repository.ts';
import type { UploadStorage } from '../modules/site-content/upload-storage.ts';
import type { Database } from './schema.ts';
import { seedDemoBlog } from './seed-blog.ts';

export const DEMO_PASSWORD = 'agendo123';
export const DEMO_USERS = {
  admin: { email: 'admin@agendo.local', name: 'Marina Costa' },
  professional: { email: 'profissional@agendo.local', name: 'Ana Souza' },
  superAdmin: { email: 'superadmin@agendo.local', name: 'Equipe Agendo' },
} as const;

const TIME_ZONE = 'America/Sao_Paulo';

const SERVICES = [
  { name: 'Corte feminino', description: 'Lavagem, corte e finalização.', duration: 60, price: 9000 },
  { name: 'Corte masculino', description: 'Corte na tesoura ou máquina.', duration: 30, price: 5000 },
  { name: 'Escova', description: 'Escova modeladora.', duration: 45, price: 7000 },
  { name: 'Coloração', description: 'Coloração completa com tonalizante.', duration: 120, price: 22000 },
  { name: 'Manicure', description: 'Cutilagem e esmaltação.', duration: 45, price: 4000 },
  { name: 'Barba', description: 'Barba com toalha quente.', duration: 30, price: 3500 },
];

const PROFESSIONALS = [
  { name: 'Ana Souza', specialization: 'Cabeleireira', services: ['Corte feminino', 'Escova', 'Coloração'], rate: '40.00' },
  { name: 'Bruno Lima', specialization: 'Barbeiro', services: ['Corte masculino', 'Barba'], rate: '35.00' },
  { name: 'Carla Mendes', specialization: 'Manicure', services: ['Manicure'], rate: null },
];

const CLIENT_NAMES = [
  'João Silva', 'Maria Oliveira', 'José Santos', 'Márcia Pereira', 'Luís Fernandes', 'Fernanda Rocha',
  'Antônio Carvalho', 'Juliana Alves', 'Paulo Ribeiro', 'Beatriz Gomes', 'Lucas Martins', 'Camila Araújo',
  'Rafael Barbosa', 'Patrícia Dias', 'Gustavo Teixeira', 'Aline Correia', 'Thiago Cardoso', 'Letícia Nunes',
  'Felipe Moreira', 'Renata Castro', 'André Pinto', 'Vanessa Monteiro', 'Rodrigo Freitas', 'Simone Lopes',
  'Marcelo Vieira', 'Débora Azevedo', 'Eduardo Ramos', 'Cláudia Melo', 'Vinícius Duarte', 'Tatiana Farias',
];

async function createUser(db: Kysely<Database>, email: string, name: string, passwordHash: string): Promise<string> {
  const id = randomUUID();
  await db.insertInto('users').values({ id, email, name, email_verified: true }).execute();
  await db
    .insertInto('accounts')
    .values({ id: randomUUID(), user_id: id, account_id: id, provider_id: 'credential', password: passwordHash })
    .execute();
  return id;
}

/** True on a database that nobody has used yet. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * The demo business: services, professionals with hours and a lunch break, clients, and 90 days
 * of past and 14 days of future appointments with mixed statuses, plus an owner, a
 * professional who sign in with DEMO_PASSWORD, and a super admin of the platform (no profile in
 * the business) who signs in with it too.
 */
/** Days from the seeding to the demo subscription's next charge. */
export const DEMO_NEXT_CHARGE_DAYS = 18;

export async function seedDemo(db: Kysely<Database>, now: Date = new Date(), options: { storage?: UploadStorage } = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rand = seededRandom(20250101);
  const superAdminId = await db.transaction().execute(async (trx) => {
    const business = await trx
      .insertInto('businesses')
      .values({
        name: 'Studio Bella Demo',
        phone: '+55 11 4000-1234',
        email: 'contato@studiobella.example',
        address: 'Rua Augusta, 1500 - São Paulo, SP',
        time_zone: TIME_ZONE,
        currency: 'BRL',
        // A paying subscription as the test checkout keeps it (its clock renews it every month):
        // Pro, charged in reais whatever the language, the next charge 18 days from now.
        plan: 'pro',
        subscription_status: 'active',
        trial_ends_at: null,
        current_period_end: new Date(now.getTime() + DEMO_NEXT_CHARGE_DAYS * 86_400_000),
        billing_customer_id: 'cus_test_demo',
        billing_subscription_id: 'sub_test_demo',
        billing_currency: 'BRL',
        billing_as_of: now,
        default_commission_rate: '40.00',
        // The demo is set up already: no guided setup on its dashboard.
        setup_dismissed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const businessId = business.id;

    await trx
      .insertInto('online_booking_settings')
      .values({ business_id: businessId, enabled: true, welcome_message: 'Bem-vindo ao Studio Bella! Escolha o serviço e o melhor horário para você.' })
      .execute();

    for (let weekday = 1; weekday <= 6; weekday++) {
      await trx.insertInto('business_opening_hours').values({ business_id: businessId, weekday, opens_at: '09:00', closes_at: '19:00' }).execute();
    }

    const adminId = await createUser(trx, DEMO_USERS.admin.email, DEMO_USERS.admin.name, passwordHash);
    const professionalUserId = await createUser(trx, DEMO_USERS.professional.email, DEMO_USERS.professional.name, passwordHash);
    const superAdminId = await createUser(trx, DEMO_USERS.superAdmin.email, DEMO_USERS.superAdmin.name, passwordHash);
    await trx
      .insertInto('profiles')
      .values([
        { id: adminId, business_id: businessId, role: 'admin', full_name: DEMO_USERS.admin.name },
        { id: professionalUserId, business_id: businessId, role: 'professional', full_name: DEMO_USERS.professional.name },
      ])
      .execute();
    // A super admin runs Agendo itself (docs/permissions.md): a role of the platform, not a member of the demo
    // business — no profile there, no seat taken; they sign in and land on /super-admin.
    await trx.insertInto('super_admins').values({ user_id: superAdminId, is_active: true }).execute();

    const services = await trx
      .insertInto('services')
      .values(SERVICES.map((s) => ({ business_id: businessId, name: s.name, description: s.description, duration_minutes: s.duration, price_cents: s.price })))
      .returning(['id', 'name', 'duration_minutes', 'price_cents'])
      .execute();
    const serviceByName = new Map(services.map((s) => [s.name, s]));

    const professionals: Array<{ id: string; services: typeof services }> = [];
    for (const [index, p] of PROFESSIONALS.entries()) {
      const row = await trx
        .insertInto('professionals')
        .values({
          business_id: businessId,
          user_id: index === 0 ? professionalUserId : null,
          full_name: p.name,
          specialization: p.specialization,
          phone: `+55 11 9${String(8000_0000 + index * 1111_111).slice(0, 8)}`,
          email: `${p.name.split(' ')[0]!.toLowerCase()}@studiobella.example`,
          commission_rate: p.rate,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const offered = p.services.map((name) => serviceByName.get(name)!);
      professionals.push({ id: row.id, services: offered });
      await trx
        .insertInto('professional_services')
        .values(offered.map((s) => ({ business_id: businessId, professional_id: row.id, service_id: s.id })))
        .execute();
      await trx
        .insertInto('professional_working_hours')
        .values([1, 2, 3, 4, 5, 6].map((weekday) => ({ business_id: businessId, professional_id: row.id, weekday, starts_at: '09:00', ends_at: '18:00' })))
        .execute();
      await trx
        .insertInto('professional_breaks')
        .values({ business_id: businessId, professional_id: row.id, name: 'Almoço', weekday: null, starts_at: '12:00', ends_at: '13:00' })
        .execute();
    }

    const clients = await trx
      .insertInto('clients')
      .values(
        CLIENT_NAMES.map((name, i) => {
          const [first = '', last = ''] = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ');
          return {
            business_id: businessId,
            full_name: name,
            phone: `+55 11 9${String(7000_0000 + i * 123_457).slice(0, 8)}`,
            email: i % 4 === 3 ? null : `${first}.${last}@example.com`,
            notes: i % 7 === 0 ? 'Prefere horários pela manhã.' : null,
          };
        }),
      )
      .returning('id')
      .execute();

    const week = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
    const lunch = [{ weekday: null, start: '12:00', end: '13:00' }];
    const appointments = sampleSchedule({
      timeZone: TIME_ZONE,
      now,
      pastDays: 90,
      futureDays: 14,
      fill: 0.6,
      professionals: professionals.map((p) => ({
        id: p.id,
        services: p.services.map((s) => ({ id: s.id, durationMinutes: s.duration_minutes, priceCents: s.price_cents })),
        hours: week,
        breaks: lunch,
      })),
      clientIds: clients.map((c) => c.id),
      random: rand,
    });
    await insertSchedule(trx, businessId, appointments);
    return superAdminId;
  });
  await seedDemoBlog(db, { authorId: superAdminId, authorName: DEMO_USERS.superAdmin.name, storage: options.storage, now });
}
