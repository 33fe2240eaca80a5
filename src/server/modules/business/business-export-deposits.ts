import { sql, type Kysely } from 'kysely';
import type { DepositStatus } from '../../../core/deposits.ts';
import type { Database } from '../../db/schema.ts';
import type { DEPOSIT_WORDS } from '../../i18n/deposit-words.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { ExportFile } from './business-export-files.ts';

/*
 * The deposits' part of the business export (docs/deposits.md): the payment account and the policy
 * as columns of business.csv, each service's rule as a column of services.csv, and every deposit
 * with its refund in deposits.csv. Never a provider's secret: no PaymentIntent client secret, no
 * PIX code, no webhook secret. Times as wall-clock text in the business's time zone.
 */

type Cells = ReadonlyArray<string | null>;
type RuleKind = 'amount' | 'percent' | 'full';
const LOCAL = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE b.time_zone, 'YYYY-MM-DD HH24:MI')`);

/** The deposits' rows of a business: its account, its policy, its services' rules, its deposits oldest first. */
export async function depositsExportRows(db: Kysely<Database>, businessId: string) {
  const [account, policy, rules, deposits] = await Promise.all([
    db
      .selectFrom('payment_accounts')
      .select(['provider', 'account_id', 'charges_enabled'])
      .where('business_id', '=', businessId)
      .executeTakeFirst(),
    db.selectFrom('deposit_policies').selectAll().where('business_id', '=', businessId).executeTakeFirst(),
    db
      .selectFrom('service_deposit_rules')
      .select(['service_id', 'kind', 'value'])
      .where('business_id', '=', businessId)
      .execute(),
    sql<{
      id: string;
      appointment_id: string;
      client_id: string;
      client_name: string;
      amount_cents: number;
      method: 'pix' | 'card' | null;
      status: DepositStatus;
      created_at: string;
      expires_at: string;
      paid_at: string | null;
      settled_at: string | null;
      settled_reason: 'customer' | 'business' | 'no_show' | 'late_payment' | 'unpaid' | null;
      refunded_cents: number | null;
      refunded_at: string | null;
      payment_intent_id: string | null;
      provider_refund_id: string | null;
    }>`
      SELECT d.id, d.appointment_id, a.client_id, c.full_name AS client_name, d.amount_cents, d.method, d.status,
        ${LOCAL('d.created_at')} AS created_at, ${LOCAL('d.expires_at')} AS expires_at, ${LOCAL('d.paid_at')} AS paid_at,
        ${LOCAL('d.settled_at')} AS settled_at, d.settled_reason, r.amount_cents AS refunded_cents,
        ${LOCAL('r.created_at')} AS refunded_at, d.payment_intent_id, r.provider_refund_id
      FROM deposits d JOIN appointments a ON a.id = d.appointment_id JOIN clients c ON c.id = a.client_id
        JOIN businesses b ON b.id = d.business_id LEFT JOIN deposit_refunds r ON r.deposit_id = d.id
      WHERE d.business_id = ${businessId} ORDER BY d.created_at, d.id
    `.execute(db),
  ]);
  return {
    account: account ?? null,
    policy: policy ?? null,
    rules: new Map(rules.map((r) => [r.service_id, { kind: r.kind, value: r.value }])),
    deposits: deposits.rows,
  };
}

type Rows = Awaited<ReturnType<typeof depositsExportRows>>;

/** The words and formats the deposits' cells are written in. */
export interface DepositCellFormat {
  words: (typeof DEPOSIT_WORDS)[Locale];
  yesNo: (value: boolean) => string;
  money: (cents: number) => string;
  locale: Locale;
}

/** A rule as one cell: an amount as money ('10,00'), a percentage with its sign ('12,5%'), the whole price in words. */
export function ruleCell(rule: { kind: RuleKind; value: number } | undefined, f: DepositCellFormat): string | null {
  if (!rule) return null;
  if (rule.kind === 'amount') return f.money(rule.value);
  if (rule.kind === 'percent') {
    const percent = String(rule.value / 100);
    return `${f.locale === 'pt-BR' ? percent.replace('.', ',') : percent}%`;
  }
  return f.words.fullPrice;
}

/** business.csv's deposit columns: the payment account, whether it takes payments, and the policy (empty without one). */
export function depositPolicyCells(rows: Rows, f: DepositCellFormat): Cells {
  const { account, policy } = rows;
  const repeat =
    policy?.repeat_no_show_count != null && policy.repeat_rule_kind != null
      ? f.words.repeatNoShows(
          policy.repeat_no_show_count,
          policy.repeat_no_show_days,
          ruleCell({ kind: policy.repeat_rule_kind, value: policy.repeat_rule_value }, f)!,
        )
      : null;
  return [
    account ? `${f.words.provider[account.provider]} ${account.account_id}` : null,
    account ? f.yesNo(account.charges_enabled) : null,
    policy ? String(policy.cancel_window_hours) : null,
    policy ? f.words.noShowKeeps[policy.no_show_keeps] : null,
    policy ? String(policy.hold_minutes) : null,
    repeat,
  ];
}

/** The deposits' file as cells: one row per deposit, with its refund if it had one. */
export function depositsExportFiles(rows: Rows, f: DepositCellFormat): Array<[ExportFile, Cells[]]> {
  return [
    [
      'deposits.csv',
      rows.deposits.map((d) => [
        d.id,
        d.appointment_id,
        d.client_id,
        d.client_name,
        f.money(d.amount_cents),
        d.method ? f.words.method[d.method] : null,
        f.words.status[d.status],
        d.created_at,
        d.expires_at,
        d.paid_at,
        d.settled_at,
        d.settled_reason ? f.words.reason[d.settled_reason] : null,
        d.refunded_cents === null ? null : f.money(d.refunded_cents),
        d.refunded_at,
        d.payment_intent_id,
        d.provider_refund_id,
      ]),
    ],
  ];
}
