import {
  discountBodyOf,
  type Comanda,
  type ComandaLineInput,
  type UpdateComandaBody,
} from '../../../../contracts/counter.ts';
import {
  comandaTotals,
  type ComandaLineKind,
  type ComandaTotals,
  type Discount,
} from '../../../../core/counter/comanda-totals.ts';
import { centsToMoneyInput, parseMoneyInput } from '../../../lib/money.ts';
import { basisPointsToInput, parsePercentInput } from '../../../lib/percent.ts';

/*
 * An open comanda as the counter edits it before saving: its lines and discount as typed (text,
 * in the language's format), read back into the contract's lines and discount with the problems
 * to show, and the totals the core works out from them — the same arithmetic the server does.
 */

/** The most a line's quantity may be, as the contract says. */
const MAX_QUANTITY = 999;
/** The largest amount the contract takes, in cents. */
const MAX_CENTS = 100_000_000;

export interface DraftLine {
  /** The saved line's id, or a new line's own key. */
  key: string;
  kind: ComandaLineKind;
  serviceId: string | null;
  /** The product an item line sells (its stock goes down when the comanda closes); null for free text. */
  productId: string | null;
  /** The package an item line sells (docs/packages.md): one, at the package's price. */
  packageId: string | null;
  /** The client's package a service line uses a session of (then one, at no price), and its name. */
  clientPackageId: string | null;
  clientPackageName: string | null;
  /** What the line cost before it used a session: charged again when it stops using one. */
  priceBeforeSession?: string;
  professionalId: string | null;
  professionalName: string | null;
  description: string;
  quantityText: string;
  priceText: string;
}

export interface DraftDiscount {
  kind: Discount['kind'];
  /** An amount in the business's money, or a percentage; empty is no discount. */
  text: string;
  reason: string;
}

export interface ComandaDraft {
  lines: DraftLine[];
  discount: DraftDiscount;
}

/** Message keys of what stops a draft from being saved, by line key and field, and the discount's. */
export interface DraftProblems {
  lines: Record<string, { quantity?: string; price?: string }>;
  discount?: string;
  reason?: string;
}

export interface ReadDraft {
  lines: ComandaLineInput[];
  discount: Discount | null;
  discountReason: string | null;
  totals: ComandaTotals;
  problems: DraftProblems;
  valid: boolean;
}

/**
 * Whether a line uses a package session: a service line naming one of the client's packages, or the
 * package its own comanda sells.
 */
export function usesPackageSession(line: { kind: string; packageId: string | null; clientPackageId: string | null }) {
  return line.kind === 'service' && (line.clientPackageId !== null || line.packageId !== null);
}

/** The comanda as saved, ready to edit. */
export function draftOf(comanda: Comanda, language: string): ComandaDraft {
  const discount = comanda.discount;
  return {
    lines: comanda.lines.map((line) => ({
      key: line.id,
      kind: line.kind,
      serviceId: line.serviceId,
      productId: line.productId,
      packageId: line.packageId,
      clientPackageId: line.clientPackageId,
      clientPackageName: line.clientPackageName,
      // A visit's step using a session is charged again at its own price.
      ...(usesPackageSession(line) && line.bookedPriceCents !== null
        ? { priceBeforeSession: centsToMoneyInput(line.bookedPriceCents, language) }
        : {}),
      professionalId: line.professionalId,
      professionalName: line.professionalName,
      description: line.description,
      quantityText: String(line.quantity),
      priceText: centsToMoneyInput(line.unitPriceCents, language),
    })),
    discount: {
      kind: discount?.kind ?? 'amount',
      text:
        discount === null
          ? ''
          : discount.kind === 'amount'
            ? centsToMoneyInput(discount.value, language)
            : basisPointsToInput(discount.value, language),
      reason: comanda.discountReason ?? '',
    },
  };
}

function readQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

function readPrice(text: string, language: string): number | null {
  const cents = parseMoneyInput(text, language);
  return cents !== null && cents <= MAX_CENTS ? cents : null;
}

/**
 * The draft read back: each line with its quantity and unit price (a line typed wrong counts as
 * nothing in the totals, and is a problem), the discount (none when empty or zero; a reason is
 * then required; an amount over the services and items is a problem rather than quietly cut).
 */
export function readDraft(draft: ComandaDraft, language: string): ReadDraft {
  const problems: DraftProblems = { lines: {} };
  const lines = draft.lines.map((line): ComandaLineInput => {
    // A tip, a package sold and a session used are one each; a session costs nothing.
    const single = line.kind === 'tip' || line.packageId !== null || line.clientPackageId !== null;
    const quantity = single ? 1 : readQuantity(line.quantityText);
    const price = usesPackageSession(line) ? 0 : readPrice(line.priceText, language);
    const lineProblems: { quantity?: string; price?: string } = {};
    if (quantity === null) lineProblems.quantity = 'counter.problems.quantity';
    if (price === null) lineProblems.price = 'forms.invalidMoney';
    if (quantity === null || price === null) problems.lines[line.key] = lineProblems;
    return {
      kind: line.kind,
      serviceId: line.serviceId,
      // Only an item names a product (the contract refuses it on any other line).
      productId: line.kind === 'item' ? line.productId : null,
      packageId: line.kind === 'item' || line.kind === 'service' ? line.packageId : null,
      clientPackageId: line.kind === 'service' ? line.clientPackageId : null,
      professionalId: line.professionalId,
      description: line.description,
      quantity: quantity ?? 1,
      unitPriceCents: quantity === null ? 0 : (price ?? 0),
    };
  });

  let discount: Discount | null = null;
  const text = draft.discount.text.trim();
  if (text !== '') {
    if (draft.discount.kind === 'amount') {
      const cents = readPrice(text, language);
      if (cents === null) problems.discount = 'forms.invalidMoney';
      else if (cents > 0) discount = { kind: 'amount', amountCents: cents };
    } else {
      const basisPoints = parsePercentInput(text);
      if (basisPoints === null) problems.discount = 'counter.problems.percent';
      else if (basisPoints > 0) discount = { kind: 'percent', basisPoints };
    }
  }
  const totals = comandaTotals(lines, discount);
  if (discount?.kind === 'amount' && discount.amountCents > totals.subtotalCents)
    problems.discount = 'counter.problems.discountOverSubtotal';
  const reason = draft.discount.reason.trim();
  if (discount && reason === '') problems.reason = 'counter.problems.reasonRequired';

  return {
    lines,
    discount,
    discountReason: discount ? reason : null,
    totals,
    problems,
    valid: Object.keys(problems.lines).length === 0 && !problems.discount && !problems.reason,
  };
}

/** What "Salvar" sends: the lines and discount read, from the version the page read. */
export function updateBodyOf(version: number, read: ReadDraft): UpdateComandaBody {
  return { version, lines: read.lines, discount: discountBodyOf(read.discount), discountReason: read.discountReason };
}

/** Whether the draft says something other than what is saved (the page saves it before taking payment). */
export function draftChanged(comanda: Comanda, draft: ComandaDraft, language: string): boolean {
  const now = readDraft(draft, language);
  if (!now.valid) return true;
  const said = (read: ReadDraft) => JSON.stringify([read.lines, read.discount, read.discountReason]);
  return said(now) !== said(readDraft(draftOf(comanda, language), language));
}
