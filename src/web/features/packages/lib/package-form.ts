import { z } from 'zod';
import { createPackageBodySchema, MAX_PACKAGE_SESSIONS, type Package } from '../../../../contracts/packages.ts';
import { moneyField, wholeNumberField } from '../../../lib/form-fields.ts';
import { centsToMoneyInput } from '../../../lib/money.ts';

/*
 * The package form's fields as typed (text in the language's format) read into the contract's
 * values, and what a package saves against its sessions at the services' catalogue prices.
 */

/** The most services a package holds (the contract's). */
export const MAX_PACKAGE_SERVICES = 10;

/** The days a new package is valid for, before the owner says otherwise. */
const DEFAULT_VALIDITY_DAYS = 90;

export interface PackageServiceRow {
  serviceId: string;
  sessions: string;
}

export interface PackageFormValues {
  name: string;
  priceCents: string;
  validityDays: string;
  services: PackageServiceRow[];
  active: boolean;
}

/** The form as it opens: the package's values, or a new package's (one service, one session each). */
export function packageFormDefaults(pkg: Package | null, language: string): PackageFormValues {
  return {
    name: pkg?.name ?? '',
    priceCents: pkg ? centsToMoneyInput(pkg.priceCents, language) : '',
    validityDays: String(pkg?.validityDays ?? DEFAULT_VALIDITY_DAYS),
    services: pkg
      ? pkg.services.map((item) => ({ serviceId: item.serviceId, sessions: String(item.sessions) }))
      : [{ serviceId: '', sessions: '' }],
    active: pkg?.active ?? true,
  };
}

export function packageFormSchema(language: string) {
  const contract = createPackageBodySchema.shape;
  return z.object({
    name: contract.name,
    priceCents: moneyField(language, contract.priceCents),
    validityDays: wholeNumberField(contract.validityDays),
    services: z
      .array(
        z.object({
          serviceId: z.string().min(1, { error: 'packages.problems.chooseService' }),
          sessions: wholeNumberField(z.number().int().min(1).max(MAX_PACKAGE_SESSIONS)),
        }),
      )
      .min(1, { error: 'packages.problems.noServices' })
      .max(MAX_PACKAGE_SERVICES)
      .superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (row.serviceId && seen.has(row.serviceId))
            ctx.addIssue({ code: 'custom', message: 'packages.problems.repeatedService', path: [index, 'serviceId'] });
          seen.add(row.serviceId);
        });
      }),
    active: z.boolean(),
  });
}

/**
 * What the typed sessions cost at the services' catalogue prices: rows not yet filled in count as
 * nothing (the form shows it while the owner types).
 */
export function listPriceOf(rows: readonly PackageServiceRow[], priceOf: (serviceId: string) => number | undefined) {
  return rows.reduce((sum, row) => {
    const sessions = /^\d+$/.test(row.sessions.trim()) ? Number(row.sessions.trim()) : 0;
    return sum + (priceOf(row.serviceId) ?? 0) * sessions;
  }, 0);
}

/** What a package's price saves against its list price, and that as a whole percentage; null when nothing. */
export function savingsOf(listPriceCents: number, priceCents: number): { savedCents: number; percent: number } | null {
  const savedCents = listPriceCents - priceCents;
  if (listPriceCents <= 0 || savedCents <= 0) return null;
  return { savedCents, percent: Math.round((savedCents / listPriceCents) * 100) };
}

export type PackageFormOutput = z.output<ReturnType<typeof packageFormSchema>>;
