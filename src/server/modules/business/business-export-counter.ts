import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ExportFile, ExportTexts } from './business-export-files.ts';

/*
 * The counter's part of the business export (docs/counter.md): comandas, their lines and
 * payments, the cash registers and their movements. Times as wall-clock text in the business's
 * time zone, as the rest of the export.
 */

type Cells = ReadonlyArray<string | null>;
type Amounts = { cash: number; credit: number; debit: number; pix: number };

const local = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE b.time_zone, 'YYYY-MM-DD HH24:MI')`);

/** The counter's rows of a business, oldest first. */
export async function counterExportRows(db: Kysely<Database>, businessId: string) {
  const [comandas, lines, payments, registers, movements] = await Promise.all([
    sql<{
      id: string;
      number: number;
      status: 'open' | 'closed' | 'reversed';
      client_id: string | null;
      client_name: string | null;
      appointment_id: string | null;
      subtotal_cents: number;
      discount_cents: number;
      discount_reason: string | null;
      tips_cents: number;
      total_cents: number;
      register_id: string | null;
      opened: string;
      closed: string | null;
      reversed: string | null;
      reversal_reason: string | null;
    }>`
      SELECT k.id, k.number, k.status, k.client_id, c.full_name AS client_name, k.appointment_id, k.subtotal_cents,
        k.discount_cents, k.discount_reason, k.tips_cents, k.total_cents, k.register_id, ${local('k.opened_at')} AS opened,
        ${local('k.closed_at')} AS closed, ${local('k.reversed_at')} AS reversed, k.reversal_reason
      FROM comandas k JOIN businesses b ON b.id = k.business_id LEFT JOIN clients c ON c.id = k.client_id
      WHERE k.business_id = ${businessId} ORDER BY k.number
    `.execute(db),
    sql<{
      comanda_id: string;
      number: number;
      position: number;
      kind: 'service' | 'item' | 'tip';
      description: string;
      service_id: string | null;
      professional_id: string | null;
      professional_name: string | null;
      appointment_id: string | null;
      quantity: number;
      unit_price_cents: number;
      total_cents: number;
      discount_cents: number;
    }>`
      SELECT l.comanda_id, k.number, l.position, l.kind, l.description, l.service_id, l.professional_id,
        p.full_name AS professional_name, l.appointment_id, l.quantity, l.unit_price_cents, l.total_cents, l.discount_cents
      FROM comanda_lines l JOIN comandas k ON k.id = l.comanda_id LEFT JOIN professionals p ON p.id = l.professional_id
      WHERE l.business_id = ${businessId} ORDER BY k.number, l.position
    `.execute(db),
    sql<{
      id: string;
      comanda_id: string;
      number: number;
      register_id: string;
      method: 'cash' | 'credit' | 'debit' | 'pix' | 'account' | 'deposit';
      amount_cents: number;
      received_cents: number | null;
      change_cents: number;
      installments: number | null;
      card_brand: string | null;
      pix_txid: string | null;
      reverses: string | null;
      at: string;
    }>`
      SELECT m.id, m.comanda_id, k.number, m.register_id, m.method, m.amount_cents, m.received_cents, m.change_cents,
        m.installments, m.card_brand, m.pix_txid, m.reverses, ${local('m.created_at')} AS at
      FROM comanda_payments m JOIN comandas k ON k.id = m.comanda_id JOIN businesses b ON b.id = m.business_id
      WHERE m.business_id = ${businessId} ORDER BY m.created_at, k.number, m.position
    `.execute(db),
    sql<{
      id: string;
      opened: string;
      opened_by: string | null;
      float_cents: number;
      closed: string | null;
      closed_by: string | null;
      expected: Amounts | null;
      counted: Amounts | null;
      note: string | null;
    }>`
      SELECT r.id, ${local('r.opened_at')} AS opened, o.name AS opened_by, r.float_cents, ${local('r.closed_at')} AS closed,
        c.name AS closed_by, r.expected, r.counted, r.note
      FROM cash_registers r JOIN businesses b ON b.id = r.business_id
      LEFT JOIN users o ON o.id = r.opened_by LEFT JOIN users c ON c.id = r.closed_by
      WHERE r.business_id = ${businessId} ORDER BY r.opened_at, r.id
    `.execute(db),
    sql<{
      id: string;
      register_id: string;
      kind: 'deposit' | 'withdrawal';
      amount_cents: number;
      reason: string;
      by: string | null;
      at: string;
    }>`
      SELECT m.id, m.register_id, m.kind, m.amount_cents, m.reason, u.name AS by, ${local('m.created_at')} AS at
      FROM cash_movements m JOIN businesses b ON b.id = m.business_id LEFT JOIN users u ON u.id = m.created_by
      WHERE m.business_id = ${businessId} ORDER BY m.created_at, m.id
    `.execute(db),
  ]);
  return {
    comandas: comandas.rows,
    lines: lines.rows,
    payments: payments.rows,
    registers: registers.rows,
    movements: movements.rows,
  };
}

/** The counter's files as cells, in the export's words and money. */
export function counterExportFiles(
  rows: Awaited<ReturnType<typeof counterExportRows>>,
  words: ExportTexts['counter'],
  money: (cents: number) => string,
): Array<[ExportFile, Cells[]]> {
  const maybe = (cents: number | null) => (cents === null ? null : money(cents));
  const methods = ['cash', 'credit', 'debit', 'pix'] as const;
  return [
    [
      'comandas.csv',
      rows.comandas.map((k) => [
        k.id,
        String(k.number),
        words.status[k.status],
        k.client_id,
        k.client_name,
        k.appointment_id,
        money(k.subtotal_cents),
        money(k.discount_cents),
        k.discount_reason,
        money(k.tips_cents),
        money(k.total_cents),
        k.register_id,
        k.opened,
        k.closed,
        k.reversed,
        k.reversal_reason,
      ]),
    ],
    [
      'comanda-lines.csv',
      rows.lines.map((l) => [
        l.comanda_id,
        String(l.number),
        String(l.position + 1),
        words.lineKind[l.kind],
        l.description,
        l.service_id,
        l.professional_id,
        l.professional_name,
        l.appointment_id,
        String(l.quantity),
        money(l.unit_price_cents),
        money(l.total_cents),
        money(l.discount_cents),
      ]),
    ],
    [
      'comanda-payments.csv',
      rows.payments.map((p) => [
        p.id,
        p.comanda_id,
        String(p.number),
        p.register_id,
        words.method[p.method],
        money(p.amount_cents),
        maybe(p.received_cents),
        money(p.change_cents),
        p.installments === null ? null : String(p.installments),
        p.card_brand,
        p.pix_txid,
        p.reverses,
        p.at,
      ]),
    ],
    [
      'cash-registers.csv',
      rows.registers.map((r) => [
        r.id,
        r.opened,
        r.opened_by,
        money(r.float_cents),
        r.closed,
        r.closed_by,
        ...methods.flatMap((m) => [maybe(r.expected?.[m] ?? null), maybe(r.counted?.[m] ?? null)]),
        r.note,
      ]),
    ],
    [
      'cash-movements.csv',
      rows.movements.map((m) => [
        m.id,
        m.register_id,
        words.movement[m.kind],
        money(m.amount_cents),
        m.reason,
        m.by,
        m.at,
      ]),
    ],
  ];
}
