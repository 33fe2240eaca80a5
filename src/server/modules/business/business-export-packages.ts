import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ExportFile } from './business-export-files.ts';

/*
 * The packages' part of the business export (docs/packages.md): the packages on offer, those sold to
 * clients with the sessions of each service, and every session used. Times as wall-clock text in
 * the business's time zone.
 */

type Cells = ReadonlyArray<string | null>;
const LOCAL = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE b.time_zone, 'YYYY-MM-DD HH24:MI')`);

/** The packages' rows of a business: on offer by name, sold oldest first, sessions in the order used. */
export async function packagesExportRows(db: Kysely<Database>, businessId: string) {
  const [offered, sold, sessions] = await Promise.all([
    sql<{ id: string; name: string; price_cents: number; validity_days: number; active: boolean; services: string }>`
      SELECT p.id, p.name, p.price_cents, p.validity_days, p.active,
        coalesce(string_agg(s.name || ' × ' || ps.sessions, '; ' ORDER BY ps.position), '') AS services
      FROM packages p LEFT JOIN package_services ps ON ps.package_id = p.id LEFT JOIN services s ON s.id = ps.service_id
      WHERE p.business_id = ${businessId} GROUP BY p.id ORDER BY p.name, p.id
    `.execute(db),
    sql<{
      id: string;
      client_id: string;
      client_name: string;
      name: string;
      price_cents: number;
      comanda_id: string;
      sold_at: string;
      valid_until: string;
      reversed_at: string | null;
      sessions: string;
    }>`
      SELECT cp.id, cp.client_id, c.full_name AS client_name, cp.name, cp.price_cents, cp.comanda_id,
        ${LOCAL('cp.sold_at')} AS sold_at, cp.valid_until::text AS valid_until, ${LOCAL('cp.reversed_at')} AS reversed_at,
        (SELECT string_agg(i.service_name || ' ' || i.used || '/' || i.sessions, '; ' ORDER BY i.position)
          FROM client_package_items i WHERE i.client_package_id = cp.id) AS sessions
      FROM client_packages cp JOIN clients c ON c.id = cp.client_id JOIN businesses b ON b.id = cp.business_id
      WHERE cp.business_id = ${businessId} ORDER BY cp.sold_at, cp.id
    `.execute(db),
    sql<{
      id: string;
      client_package_id: string;
      service_name: string;
      number: number;
      share_cents: number;
      comanda_id: string;
      appointment_id: string | null;
      used_at: string;
      returned_at: string | null;
    }>`
      SELECT s.id, i.client_package_id, i.service_name, s.number, s.share_cents, s.comanda_id, s.appointment_id,
        ${LOCAL('s.used_at')} AS used_at, ${LOCAL('s.returned_at')} AS returned_at
      FROM package_sessions s JOIN client_package_items i ON i.id = s.item_id JOIN businesses b ON b.id = s.business_id
      WHERE s.business_id = ${businessId} ORDER BY s.used_at, s.id
    `.execute(db),
  ]);
  return { offered: offered.rows, sold: sold.rows, sessions: sessions.rows };
}

/** The packages' files as cells, in the export's words and money. */
export function packagesExportFiles(
  rows: Awaited<ReturnType<typeof packagesExportRows>>,
  words: { yes: string; no: string },
  money: (cents: number) => string,
): Array<[ExportFile, Cells[]]> {
  return [
    [
      'packages.csv',
      rows.offered.map((p) => [
        p.id,
        p.name,
        money(p.price_cents),
        String(p.validity_days),
        p.services,
        p.active ? words.yes : words.no,
      ]),
    ],
    [
      'client-packages.csv',
      rows.sold.map((p) => [
        p.id,
        p.client_id,
        p.client_name,
        p.name,
        money(p.price_cents),
        p.sessions,
        p.comanda_id,
        p.sold_at,
        p.valid_until,
        p.reversed_at,
      ]),
    ],
    [
      'package-sessions.csv',
      rows.sessions.map((s) => [
        s.id,
        s.client_package_id,
        s.service_name,
        String(s.number),
        money(s.share_cents),
        s.comanda_id,
        s.appointment_id,
        s.used_at,
        s.returned_at,
      ]),
    ],
  ];
}
