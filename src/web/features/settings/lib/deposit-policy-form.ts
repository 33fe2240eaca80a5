import { z } from 'zod';
import { NO_SHOW_KEEPS, ruleAmountCents, type DepositRule } from '../../../../core/deposits.ts';
import type { DepositPolicyAnswer, UpdateDepositPolicyBody } from '../../../../contracts/deposits.ts';
import { centsToMoneyInput, parseMoneyInput } from '../../../lib/money.ts';
import { basisPointsToInput, parsePercentInput } from '../../../lib/percent.ts';

/*
 * The deposit policy's form (docs/deposits.md): its fields as typed (text in the language's format)
 * read into the contract's body, each service's rule checked as the server will, and the deposit a
 * rule asks, by the same rounding as the server (core/deposits.ts).
 */

export type ServiceRuleKind = DepositRule['kind'];
export type RepeatRuleKind = Exclude<ServiceRuleKind, 'none'>;

export interface ServiceRuleRow {
  serviceId: string;
  serviceName: string;
  priceCents: number;
  kind: ServiceRuleKind;
  /** The fixed amount as typed ('25,00'), kept while another kind is chosen. */
  amount: string;
  /** The percentage as typed ('30' or '12,5'). */
  percent: string;
}

export interface DepositPolicyFormValues {
  cancelWindowHours: string;
  noShowKeeps: (typeof NO_SHOW_KEEPS)[number];
  holdMinutes: string;
  repeatOn: boolean;
  repeatCount: string;
  repeatPeriodDays: string;
  repeatKind: RepeatRuleKind;
  repeatAmount: string;
  repeatPercent: string;
  services: ServiceRuleRow[];
}

/** What the rule for clients with recent no-shows proposes before the owner sets one. */
const REPEAT_DEFAULTS = { count: 2, periodDays: 90 };

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** A rule as typed, as the core reads it; null while its value is not a valid amount or percentage. */
export function typedRule(
  rule: { kind: ServiceRuleKind; amount: string; percent: string },
  language: string,
): DepositRule | null {
  switch (rule.kind) {
    case 'none':
    case 'full':
      return { kind: rule.kind };
    case 'amount': {
      const amountCents = parseMoneyInput(rule.amount, language);
      return amountCents === null ? null : { kind: 'amount', amountCents };
    }
    case 'percent': {
      const basisPoints = parsePercentInput(rule.percent);
      return basisPoints === null || basisPoints < 1 || basisPoints > 10_000 ? null : { kind: 'percent', basisPoints };
    }
  }
}

/**
 * The deposit a service's rule asks, as the server computes it; null while the rule is not valid
 * (a fixed amount of nothing or above the price included: the form refuses it).
 */
export function rowDepositCents(row: ServiceRuleRow, language: string): number | null {
  const rule = typedRule(row, language);
  if (rule === null) return null;
  if (rule.kind === 'amount' && (rule.amountCents < 1 || rule.amountCents > row.priceCents)) return null;
  return ruleAmountCents(row.priceCents, rule);
}

/** A rule as the contract carries it: cents for an amount, basis points for a percentage, 0 otherwise. */
function contractRule(rule: DepositRule): { kind: ServiceRuleKind; value: number } {
  if (rule.kind === 'amount') return { kind: 'amount', value: rule.amountCents };
  if (rule.kind === 'percent') return { kind: 'percent', value: rule.basisPoints };
  return { kind: rule.kind, value: 0 };
}

const amountText = (kind: string, value: number, language: string) =>
  kind === 'amount' ? centsToMoneyInput(value, language) : '';
const percentText = (kind: string, value: number, language: string) =>
  kind === 'percent' ? basisPointsToInput(value, language) : '';

/** The form as it opens, from what the server answered. */
export function policyToForm(policy: DepositPolicyAnswer, language: string): DepositPolicyFormValues {
  const repeat = policy.repeatNoShows;
  return {
    cancelWindowHours: String(policy.cancelWindowHours),
    noShowKeeps: policy.noShowKeeps,
    holdMinutes: String(policy.holdMinutes),
    repeatOn: repeat !== null,
    repeatCount: String(repeat?.count ?? REPEAT_DEFAULTS.count),
    repeatPeriodDays: String(repeat?.periodDays ?? REPEAT_DEFAULTS.periodDays),
    repeatKind: repeat?.rule.kind ?? 'full',
    repeatAmount: repeat ? amountText(repeat.rule.kind, repeat.rule.value, language) : '',
    repeatPercent: repeat ? percentText(repeat.rule.kind, repeat.rule.value, language) : '',
    services: policy.services.map((service) => ({
      serviceId: service.serviceId,
      serviceName: service.serviceName,
      priceCents: service.priceCents,
      kind: service.rule.kind,
      amount: amountText(service.rule.kind, service.rule.value, language),
      percent: percentText(service.rule.kind, service.rule.value, language),
    })),
  };
}

/**
 * The body of updateDepositPolicy from a valid form: the policy, and only the services whose rule
 * changed from `saved` (the others keep theirs on the server).
 */
export function formToBody(
  values: DepositPolicyFormValues,
  saved: DepositPolicyAnswer,
  language: string,
): UpdateDepositPolicyBody {
  const before = new Map(saved.services.map((service) => [service.serviceId, service.rule]));
  const repeatRule = typedRule(
    { kind: values.repeatKind, amount: values.repeatAmount, percent: values.repeatPercent },
    language,
  );
  const services = values.services.flatMap((row) => {
    const rule = typedRule(row, language);
    if (rule === null) return [];
    const next = contractRule(rule);
    const previous = before.get(row.serviceId);
    return previous && previous.kind === next.kind && previous.value === next.value
      ? []
      : [{ serviceId: row.serviceId, rule: next }];
  });
  return {
    cancelWindowHours: Number(values.cancelWindowHours.trim()),
    noShowKeeps: values.noShowKeeps,
    holdMinutes: Number(values.holdMinutes.trim()),
    repeatNoShows:
      values.repeatOn && repeatRule
        ? {
            count: Number(values.repeatCount.trim()),
            periodDays: Number(values.repeatPeriodDays.trim()),
            rule: contractRule(repeatRule) as { kind: RepeatRuleKind; value: number },
          }
        : null,
    services,
  };
}

type Problem = { path: (string | number)[]; message: string };

/** What is wrong with a rule's value, as a message key; null when nothing. `priceCents` caps a fixed amount. */
function ruleProblem(
  rule: { kind: ServiceRuleKind; amount: string; percent: string },
  priceCents: number | null,
  language: string,
): { field: 'amount' | 'percent'; message: string } | null {
  if (rule.kind === 'amount') {
    if (rule.amount.trim() === '') return { field: 'amount', message: 'validation.required' };
    const cents = parseMoneyInput(rule.amount, language);
    if (cents === null) return { field: 'amount', message: 'forms.invalidMoney' };
    if (cents < 1) return { field: 'amount', message: 'depositSettings.problems.amountZero' };
    if (priceCents !== null && cents > priceCents)
      return { field: 'amount', message: 'depositSettings.problems.amountOverPrice' };
  }
  if (rule.kind === 'percent') {
    if (rule.percent.trim() === '') return { field: 'percent', message: 'validation.required' };
    const basisPoints = parsePercentInput(rule.percent);
    if (basisPoints === null || basisPoints < 1 || basisPoints > 10_000)
      return { field: 'percent', message: 'depositSettings.problems.percentRange' };
  }
  return null;
}

/** Every problem of the form, with the field it belongs to (message keys, translated where shown). */
export function depositPolicyProblems(values: DepositPolicyFormValues, language: string): Problem[] {
  const problems: Problem[] = [];
  const inRange = (field: keyof DepositPolicyFormValues, min: number, max: number, message: string) => {
    const text = String(values[field]);
    const number = wholeNumber(text);
    if (text.trim() === '') problems.push({ path: [field], message: 'validation.required' });
    else if (number === null) problems.push({ path: [field], message: 'forms.wholeNumber' });
    else if (number < min || number > max) problems.push({ path: [field], message });
  };
  inRange('cancelWindowHours', 0, 720, 'depositSettings.problems.cancelWindowRange');
  inRange('holdMinutes', 5, 120, 'depositSettings.problems.holdRange');
  if (values.repeatOn) {
    inRange('repeatCount', 1, 20, 'depositSettings.problems.repeatCountRange');
    inRange('repeatPeriodDays', 1, 730, 'depositSettings.problems.repeatPeriodRange');
    const repeat = ruleProblem(
      { kind: values.repeatKind, amount: values.repeatAmount, percent: values.repeatPercent },
      null,
      language,
    );
    if (repeat)
      problems.push({ path: [repeat.field === 'amount' ? 'repeatAmount' : 'repeatPercent'], message: repeat.message });
  }
  values.services.forEach((row, index) => {
    const problem = ruleProblem(row, row.priceCents, language);
    if (problem) problems.push({ path: ['services', index, problem.field], message: problem.message });
  });
  return problems;
}

/** The form's schema for react-hook-form: the values as typed, with every problem on its field. */
export function depositPolicyFormSchema(language: string) {
  const row = z.object({
    serviceId: z.string(),
    serviceName: z.string(),
    priceCents: z.number(),
    kind: z.enum(['none', 'amount', 'percent', 'full']),
    amount: z.string(),
    percent: z.string(),
  });
  return z
    .object({
      cancelWindowHours: z.string(),
      noShowKeeps: z.enum(NO_SHOW_KEEPS),
      holdMinutes: z.string(),
      repeatOn: z.boolean(),
      repeatCount: z.string(),
      repeatPeriodDays: z.string(),
      repeatKind: z.enum(['amount', 'percent', 'full']),
      repeatAmount: z.string(),
      repeatPercent: z.string(),
      services: z.array(row),
    })
    .superRefine((values, ctx) => {
      for (const problem of depositPolicyProblems(values, language))
        ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    });
}
