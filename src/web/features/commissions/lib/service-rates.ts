import { commissionRateSchema } from '../../../../contracts/common.ts';
import type { UpdateCommissionRatesBody } from '../../../../contracts/commissions.ts';
import { describeIssue, type MessageLocale } from '../../../../contracts/validation-messages.ts';
import { optionalPercentField, percentToInput } from '../../../lib/form-fields.ts';

export interface RateRow {
  serviceId: string;
  serviceName: string;
  /** As the field shows it; '' for none. */
  text: string;
}

/**
 * The rows of the per-service rates form: the services the professional does, plus any that
 * still has a rate (a service they no longer do keeps it until cleared here), by name.
 */
export function rateRows(
  serviceIds: readonly string[],
  services: readonly { id: string; name: string }[],
  serviceRates: readonly { serviceId: string; serviceName: string; rate: number }[],
  language: string,
): RateRow[] {
  const names = new Map(services.map((service) => [service.id, service.name]));
  const rates = new Map(serviceRates.map((entry) => [entry.serviceId, entry]));
  const ids = [...new Set([...serviceIds, ...serviceRates.map((entry) => entry.serviceId)])];
  return ids
    .map((serviceId) => ({
      serviceId,
      serviceName: names.get(serviceId) ?? rates.get(serviceId)?.serviceName ?? '',
      text: percentToInput(rates.get(serviceId)?.rate, language),
    }))
    .filter((row) => row.serviceName !== '')
    .sort((a, b) => a.serviceName.localeCompare(b.serviceName, language));
}

const rateField = optionalPercentField(commissionRateSchema);

/**
 * The request body, or what is wrong with each field that is not a rate (by service id): the form's
 * own message key ('forms.invalidPercent') or the contract's rule in words of `locale`.
 */
export function readRates(
  rows: readonly RateRow[],
  locale: MessageLocale,
): { body: UpdateCommissionRatesBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const serviceRates: UpdateCommissionRatesBody['serviceRates'] = [];
  for (const row of rows) {
    const parsed = rateField.safeParse(row.text);
    const issue = parsed.error?.issues[0];
    if (issue)
      errors[row.serviceId] = issue.message.startsWith('forms.') ? issue.message : describeIssue(issue, locale);
    else if (parsed.data !== null && parsed.data !== undefined)
      serviceRates.push({ serviceId: row.serviceId, rate: parsed.data });
  }
  return Object.keys(errors).length > 0 ? { errors } : { body: { serviceRates } };
}
