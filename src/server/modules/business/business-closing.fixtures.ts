import { unzipSync } from 'fflate';
import { insertAppointment, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import type { HttpClient, TestApp } from '../../test/harness.ts';

/** A business with a bit of everything, and a professional who signs in to it. */
export interface SeededBusiness {
  owner: Owner;
  name: string;
  professional: HttpClient;
  professionalEmail: string;
  serviceId: string;
  professionalId: string;
  clientId: string;
  appointmentId: string;
}

/** Signs up an owner and fills the business through the API: hours, a service, a professional with a login, a client and a completed appointment. */
export async function seedBusiness(
  t: TestApp,
  email: string,
  name: string,
  options: { language?: 'pt-BR' | 'en-US' } = {},
): Promise<SeededBusiness> {
  const owner = await signUpOwner(t, email, options.language);
  const ok = <T extends { status: number; body: any }>(response: T, status = 200): T => {
    if (response.status !== status)
      throw new Error(`seeding ${name}: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  };
  const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
  ok(
    await owner.client.request('PATCH', '/api/business/settings', {
      name,
      phone: '+55 11 4000-0000',
      openingHours: week,
    }),
  );
  ok(await owner.client.request('PATCH', '/api/online-booking/settings', { enabled: true }));
  const service = ok(
    await owner.client.post('/api/services', { name: `${name} Corte`, durationMinutes: 30, priceCents: 5000 }),
    201,
  );
  const professional = ok(
    await owner.client.post('/api/professionals', {
      fullName: `${name} Profissional`,
      serviceIds: [service.body.id],
      workingHours: week,
      breaks: [{ name: 'Almoço', start: '12:00', end: '13:00' }],
    }),
    201,
  );
  const client = ok(
    await owner.client.post('/api/clients', {
      fullName: `${name} Cliente`,
      phone: '+55 11 98888-0000',
      email: `cliente.${email}`,
    }),
    201,
  );
  const professionalEmail = `pro.${email}`;
  ok(
    await owner.client.post('/api/users', {
      mode: 'password',
      professionalId: professional.body.id,
      email: professionalEmail,
      password: 'secret123',
    }),
    201,
  );
  const appointmentId = await insertAppointment(t.database.handle.db, {
    businessId: owner.businessId,
    professionalId: professional.body.id,
    serviceId: service.body.id,
    clientId: client.body.id,
    startsAt: '2026-03-02T13:00:00Z',
  });
  ok(await owner.client.request('PATCH', `/api/appointments/${appointmentId}/status`, { status: 'completed' }));
  const pro = t.client();
  ok(await pro.signIn(professionalEmail, 'secret123'));
  return {
    owner,
    name,
    professional: pro,
    professionalEmail,
    serviceId: service.body.id,
    professionalId: professional.body.id,
    clientId: client.body.id,
    appointmentId,
  };
}

/** A download as the browser gets it: status, headers and the bytes. */
export async function download(
  client: HttpClient,
  url: string,
): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const response = await fetch(new URL(url, client.baseUrl), {
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'accept-language': client.language,
    },
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The files of a ZIP, as text (a byte-order mark kept). */
export function unzipText(bytes: Uint8Array): Record<string, string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, content]) => [name, decoder.decode(content)]));
}
