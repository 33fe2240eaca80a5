import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import { sampleSchedule, seededRandom } from '../../core/sample-schedule.ts';
import { insertSchedule } from '../modules/appointments/appointments.repository.ts';
import { insertBusinessWith, setOpeningHoursWith } from '../modules/business/business.repository.ts';
import { insertClientsWith } from '../modules/clients/clients.repository.ts';
import { saveBookingSettingsWith, toSettings } from '../modules/online-booking/booking-settings.repository.ts';
import { insertProfessionalWith, linkLoginWith } from '../modules/professionals/professionals.repository.ts';
import { insertServicesWith } from '../modules/services/services.repository.ts';
import { insertSuperAdminWith } from '../modules/site-content/super-admins.repository.ts';
import type { UploadStorage } from '../modules/site-content/upload-storage.ts';
import { insertProfileWith, insertUserWith } from '../modules/users/users.repository.ts';
import type { Database } from './schema.ts';
import { seedDemoBlog } from './seed-blog.ts';
import { seedDemoCounter } from './seed-counter.ts';
import { seedDemoPackages } from './seed-packages.ts';
import { seedDemoProducts } from './seed-products.ts';

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
  { name: 'Ana Souza', specialization: 'Cabeleireira', services: ['Corte feminino', 'Escova', 'Coloração'], rate: 40 },
  { name: 'Bruno Lima', specialization: 'Barbeiro', services: ['Corte masculino', 'Barba'], rate: 35 },
  { name: 'Carla Mendes', specialization: 'Manicure', services: ['Manicure'], rate: null },
];

const CLIENT_NAMES = [
  'João Silva',
  'Maria Oliveira',
  'José Santos',
  'Márcia Pereira',
  'Luís Fernandes',
  'Fernanda Rocha',
  'Antônio Carvalho',
  'Juliana Alves',
  'Paulo Ribeiro',
  'Beatriz Gomes',
  'Lucas Martins',
  'Camila Araújo',
  'Rafael Barbosa',
  'Patrícia Dias',
  'Gustavo Teixeira',
  'Aline Correia',
  'Thiago Cardoso',
  'Letícia Nunes',
  'Felipe Moreira',
  'Renata Castro',
  'André Pinto',
  'Vanessa Monteiro',
  'Rodrigo Freitas',
  'Simone Lopes',
  'Marcelo Vieira',
  'Débora Azevedo',
  'Eduardo Ramos',
  'Cláudia Melo',
  'Vinícius Duarte',
  'Tatiana Farias',
];

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

export async function seedDemo(
  db: Kysely<Database>,
  now: Date = new Date(),
  options: { storage?: UploadStorage } = {},
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rand = seededRandom(20250101);
  // Each table is written by its own repository, in one transaction.
  const superAdminId = await db.transaction().execute(async (trx) => {
    const businessId = await insertBusinessWith(trx, {
      name: 'Studio Bella Demo',
      phone: '+55 11 4000-1234',
      email: 'contato@studiobella.example',
      address: 'Rua Augusta, 1500 - São Paulo, SP',
      timeZone: TIME_ZONE,
      currency: 'BRL',
      defaultCommissionRate: 40,
      // The demo is set up already: no guided setup on its dashboard.
      setupDismissedAt: now,
      // A paying subscription as the test checkout keeps it (its clock renews it every month):
      // Pro, charged in reais whatever the language, the next charge 18 days from now.
      subscription: {
        status: 'active',
        plan: 'pro',
        currentPeriodEnd: new Date(now.getTime() + DEMO_NEXT_CHARGE_DAYS * 86_400_000),
        customerId: 'cus_test_demo',
        subscriptionId: 'sub_test_demo',
        currency: 'BRL',
        asOf: now,
      },
    });
    const welcomeMessage = 'Bem-vindo ao Studio Bella! Escolha o serviço e o melhor horário para você.';
    await saveBookingSettingsWith(trx, businessId, { ...toSettings(undefined), enabled: true, welcomeMessage }, now);
    await setOpeningHoursWith(
      trx,
      businessId,
      [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '19:00' })),
    );

    const login = async (user: { email: string; name: string }) => {
      const userId = randomUUID();
      await insertUserWith(trx, { userId, email: user.email, fullName: user.name, passwordHash, emailVerified: true });
      return userId;
    };
    const adminId = await login(DEMO_USERS.admin);
    const professionalUserId = await login(DEMO_USERS.professional);
    const superAdminId = await login(DEMO_USERS.superAdmin);
    await insertProfileWith(trx, { userId: adminId, businessId, role: 'admin', fullName: DEMO_USERS.admin.name });
    await insertProfileWith(trx, {
      userId: professionalUserId,
      businessId,
      role: 'professional',
      fullName: DEMO_USERS.professional.name,
    });
    // A super admin runs Agendo itself (docs/permissions.md): a role of the platform, not a member of the demo
    // business — no profile there, no seat taken; they sign in and land on /super-admin.
    await insertSuperAdminWith(trx, superAdminId, true);

    const services = await insertServicesWith(
      trx,
      businessId,
      SERVICES.map((s) => ({
        name: s.name,
        description: s.description,
        durationMinutes: s.duration,
        priceCents: s.price,
        active: true,
      })),
    );
    const serviceByName = new Map(services.map((s) => [s.name, s]));

    const week = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
    const lunch = [{ weekday: null, start: '12:00', end: '13:00' }];
    const professionals: Array<{ id: string; services: typeof services }> = [];
    for (const [index, p] of PROFESSIONALS.entries()) {
      const offered = p.services.map((name) => serviceByName.get(name)!);
      const id = await insertProfessionalWith(trx, businessId, {
        fullName: p.name,
        specialization: p.specialization,
        phone: `+55 11 9${String(8000_0000 + index * 1111_111).slice(0, 8)}`,
        email: `${p.name.split(' ')[0]!.toLowerCase()}@studiobella.example`,
        commissionRate: p.rate,
        active: true,
        serviceIds: offered.map((s) => s.id),
        workingHours: week,
        breaks: lunch.map((b) => ({ ...b, name: 'Almoço' })),
      });
      if (index === 0) await linkLoginWith(trx, businessId, id, professionalUserId, now);
      professionals.push({ id, services: offered });
    }

    const clientIds = await insertClientsWith(
      trx,
      businessId,
      CLIENT_NAMES.map((name, i) => {
        const [first = '', last = ''] = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ');
        return {
          fullName: name,
          phone: `+55 11 9${String(7000_0000 + i * 123_457).slice(0, 8)}`,
          email: i % 4 === 3 ? null : `${first}.${last}@example.com`,
          notes: i % 7 === 0 ? 'Prefere horários pela manhã.' : null,
        };
      }),
    );

    const appointments = sampleSchedule({
      timeZone: TIME_ZONE,
      now,
      pastDays: 90,
      futureDays: 14,
      fill: 0.6,
      professionals: professionals.map((p) => ({
        id: p.id,
        services: p.services.map((s) => ({ id: s.id, durationMinutes: s.durationMinutes, priceCents: s.priceCents })),
        hours: week,
        breaks: lunch,
      })),
      clientIds,
      random: rand,
    });
    await insertSchedule(trx, businessId, appointments);
    await seedDemoProducts(trx, { businessId, adminId, now });
    await seedDemoPackages(trx, businessId);
    await seedDemoCounter(trx, { businessId, adminId, now });
    return superAdminId;
  });
  await seedDemoBlog(db, {
    authorId: superAdminId,
    authorName: DEMO_USERS.superAdmin.name,
    storage: options.storage,
    now,
  });
}
