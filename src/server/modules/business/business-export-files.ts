import type { DEPOSIT_WORDS } from '../../i18n/deposit-words.ts';
import type { Locale } from '../../i18n/locale.ts';

/** The files of the export, in the order they are written; each language gives their column headings. */
export const EXPORT_FILES = [
  'business.csv',
  'opening-hours.csv',
  'services.csv',
  'professionals.csv',
  'professional-working-hours.csv',
  'professional-breaks.csv',
  'professional-services.csv',
  'clients.csv',
  'appointments.csv',
  'reviews.csv',
  'commission-lines.csv',
  'commission-payments.csv',
  'comandas.csv',
  'comanda-lines.csv',
  'comanda-payments.csv',
  'cash-registers.csv',
  'cash-movements.csv',
  'products.csv',
  'stock-movements.csv',
  'service-products.csv',
  'packages.csv',
  'client-packages.csv',
  'package-sessions.csv',
  'deposits.csv',
  'invoices.csv',
  'users.csv',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

/** What each language of the export says: its column headings, its words for the stored values and its README. */
export interface ExportTexts {
  headers: Record<ExportFile, (currency: string) => string[]>;
  /** One line per file in the README. */
  describe: Record<ExportFile, string>;
  yes: string;
  no: string;
  weekdays: readonly string[];
  everyDay: string;
  appointmentStatus: Record<'scheduled' | 'confirmed' | 'completed' | 'cancelled', string>;
  source: Record<'staff' | 'online', string>;
  role: Record<'admin' | 'professional', string>;
  commissionKind: Record<'commission' | 'adjustment' | 'tip', string>;
  /** The counter's words (docs/counter.md): a comanda's status, a line's kind, a payment's method, a movement's kind. */
  counter: {
    status: Record<'open' | 'closed' | 'reversed', string>;
    lineKind: Record<'service' | 'item' | 'tip', string>;
    method: Record<'cash' | 'credit' | 'debit' | 'pix' | 'account' | 'deposit', string>;
    movement: Record<'deposit' | 'withdrawal', string>;
  };
  /** The products' words (docs/products.md): a product's unit, a stock movement's kind. */
  products: {
    unit: Record<'unit' | 'ml' | 'g', string>;
    stockKind: Record<'purchase' | 'sale' | 'use' | 'adjustment' | 'loss' | 'reversal', string>;
  };
  /** The deposits' words (docs/deposits.md): a deposit's state, method and reason, the policy's rules. */
  deposits: (typeof DEPOSIT_WORDS)[Locale];
  invoiceStatus: Record<string, string>;
  subscriptionStatus: Record<string, string>;
  language: Record<'pt-BR' | 'en-US', string>;
  readme: (facts: ReadmeFacts) => string;
}

export interface ReadmeFacts {
  businessName: string;
  exportedAt: string;
  timeZone: string;
  currency: string;
  rows: Record<ExportFile, number>;
}

/** The README's list of files, each with its number of rows and what it holds. */
export const readmeFileList = (facts: ReadmeFacts, describe: Record<ExportFile, string>, rows: (n: number) => string) =>
  EXPORT_FILES.map((file) => `- ${file} (${rows(facts.rows[file])}): ${describe[file]}`).join('\n');
