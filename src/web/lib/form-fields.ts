import { z } from 'zod';
import { parseMoneyInput } from './money.ts';

/*
 * Form fields hold text; these schemas read that text into the numbers a contract expects and then
 * apply the contract's own rule (`target`), so the browser checks exactly what the server will.
 * Messages are keys, translated where they are shown (lib/forms.ts).
 */

/** A price typed as the language writes it ('45,90' / '45.90'), into cents. */
export function moneyField(language: string, target: z.ZodType<number, number>) {
  return z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .transform((text, ctx) => {
      const cents = parseMoneyInput(text, language);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'forms.invalidMoney' });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(target);
}

/** A whole number, e.g. minutes. */
export function wholeNumberField(target: z.ZodType<number, number>) {
  return z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .transform((text, ctx) => {
      if (!/^\d+$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'forms.wholeNumber' });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(target);
}

/** An optional percentage ('12,5' or '12.5'); empty means "none of its own" (null). */
export function optionalPercentField(target: z.ZodType<number, number>) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') return null;
      const normalized = text.replace('%', '').trim().replace(',', '.');
      if (!/^\d+(\.\d+)?$/.test(normalized)) {
        ctx.addIssue({ code: 'custom', message: 'forms.invalidPercent' });
        return z.NEVER;
      }
      return Number(normalized);
    })
    .pipe(target.nullable());
}

/** A percentage as a form field shows it: '12,5' in pt-BR, '12.5' in en-US; '' for none. */
export function percentToInput(rate: number | null | undefined, language: string): string {
  if (rate === null || rate === undefined) return '';
  const text = String(rate);
  return language === 'pt-BR' ? text.replace('.', ',') : text;
}
