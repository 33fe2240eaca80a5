import { z } from 'zod';
import { createProductBodySchema, MAX_STOCK_QUANTITY } from '../../../../contracts/products.ts';
import { moneyField, wholeNumberField } from '../../../lib/form-fields.ts';
import { parseMoneyInput } from '../../../lib/money.ts';

/** The largest amount the contract takes, in cents. */
const MAX_CENTS = 100_000_000;

/**
 * The product form's fields as typed (text in the language's format) read into the contract's
 * values: the contract's own rules for the name, codes, unit and price; whole quantities for the
 * minimum and the opening stock; and an opening stock's unit cost, required with it.
 */
export function productFormSchema(language: string) {
  const contract = createProductBodySchema.shape;
  const quantity = z.number().int().min(0).max(MAX_STOCK_QUANTITY);
  return z
    .object({
      name: contract.name,
      sku: contract.sku,
      barcode: contract.barcode,
      unit: contract.unit,
      priceCents: moneyField(language, contract.priceCents),
      minStock: wholeNumberField(quantity),
      active: z.boolean(),
      openingStock: wholeNumberField(quantity),
      // Empty is no cost: needed only with an opening stock.
      openingUnitCostCents: z
        .string()
        .trim()
        .transform((text, ctx) => {
          if (text === '') return null;
          const cents = parseMoneyInput(text, language);
          if (cents === null || cents > MAX_CENTS) {
            ctx.addIssue({ code: 'custom', message: 'forms.invalidMoney' });
            return z.NEVER;
          }
          return cents;
        }),
    })
    .refine((form) => form.openingStock === 0 || form.openingUnitCostCents !== null, {
      error: 'validation.required',
      path: ['openingUnitCostCents'],
    });
}
