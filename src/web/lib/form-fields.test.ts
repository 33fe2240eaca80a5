import { describe, expect, it } from 'vitest';
import { commissionRateSchema } from '../../contracts/common.ts';
import { createServiceBodySchema } from '../../contracts/services.ts';
import { moneyField, optionalPercentField, percentToInput, wholeNumberField } from './form-fields.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('form fields', () => {
  it('reads a price into cents and applies the contract', () => {
    const price = moneyField('pt-BR', createServiceBodySchema.shape.priceCents);
    expect(price.parse('45,90')).toBe(4590);
    expect(messages(price.safeParse(''))).toEqual(['validation.required']);
    expect(messages(price.safeParse('abc'))).toEqual(['forms.invalidMoney']);
    expect(price.safeParse('2000000').success).toBe(false); // over the contract's maximum
  });

  it('reads whole minutes and applies the contract', () => {
    const minutes = wholeNumberField(createServiceBodySchema.shape.durationMinutes);
    expect(minutes.parse('45')).toBe(45);
    expect(messages(minutes.safeParse('4.5'))).toEqual(['forms.wholeNumber']);
    expect(minutes.safeParse('4').success).toBe(false);
    expect(minutes.safeParse('721').success).toBe(false);
  });

  it('reads an optional percentage', () => {
    const rate = optionalPercentField(commissionRateSchema);
    expect(rate.parse('')).toBeNull();
    expect(rate.parse('12,5')).toBe(12.5);
    expect(rate.parse('40 %')).toBe(40);
    expect(rate.safeParse('101').success).toBe(false);
    expect(messages(rate.safeParse('x'))).toEqual(['forms.invalidPercent']);
    expect(percentToInput(12.5, 'pt-BR')).toBe('12,5');
    expect(percentToInput(null, 'en-US')).toBe('');
  });
});
