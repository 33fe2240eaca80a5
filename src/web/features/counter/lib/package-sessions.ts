import type { ClientPackage, Package } from '../../../../contracts/packages.ts';
import { centsToMoneyInput } from '../../../lib/money.ts';
import { usesPackageSession, type DraftLine } from './comanda-draft.ts';

/*
 * A service line of an open comanda may use a session of one of its client's packages
 * (docs/packages.md): the session is taken when the comanda closes, so the sessions this draft's
 * other lines already mark are not yet counted in what the server says is left.
 */

/**
 * The package a service line may use a session of: an active one of the client's covering the
 * line's service with a session left beyond those the draft's other lines mark, the one that
 * expires first. Null for any other line, or when there is none.
 */
export function packageForSession(
  packages: readonly ClientPackage[],
  lines: readonly DraftLine[],
  line: DraftLine,
): ClientPackage | null {
  if (line.kind !== 'service' || line.serviceId === null || usesPackageSession(line)) return null;
  const marked = (pkg: ClientPackage) =>
    lines.filter(
      (other) => other.key !== line.key && other.clientPackageId === pkg.id && other.serviceId === line.serviceId,
    ).length;
  const usable = packages.filter((pkg) => {
    if (pkg.state !== 'active') return false;
    const item = pkg.items.find((i) => i.serviceId === line.serviceId);
    return item !== undefined && item.left - marked(pkg) > 0;
  });
  return usable.sort((a, b) => a.validUntil.localeCompare(b.validUntil))[0] ?? null;
}

/** The line using a session of `pkg`: one, at no price, keeping the price it had to charge it again. */
export function usingSession(line: DraftLine, pkg: ClientPackage, language: string): Partial<DraftLine> {
  return {
    clientPackageId: pkg.id,
    clientPackageName: pkg.name,
    quantityText: '1',
    priceText: centsToMoneyInput(0, language),
    priceBeforeSession: line.priceText,
  };
}

/**
 * The line charged again: at the price it had before using the session, or — a line the server
 * marked when the visit's comanda opened — at the service's price in the catalogue.
 */
export function chargedNormally(line: DraftLine, catalogPriceCents: number, language: string): Partial<DraftLine> {
  return {
    clientPackageId: null,
    clientPackageName: null,
    packageId: null,
    priceText: line.priceBeforeSession ?? centsToMoneyInput(catalogPriceCents, language),
    priceBeforeSession: undefined,
  };
}

/**
 * A package this draft sells that may pay for a service line's session right away: one of the
 * draft's package lines whose package has a session of the line's service left beyond those the
 * draft's other service lines mark. Null for any other line, or when there is none.
 */
export function soldPackageForSession(
  catalogue: readonly Package[],
  lines: readonly DraftLine[],
  line: DraftLine,
): Package | null {
  if (line.kind !== 'service' || line.serviceId === null || usesPackageSession(line)) return null;
  const sold = new Set(lines.filter((l) => l.kind === 'item' && l.packageId !== null).map((l) => l.packageId));
  return (
    catalogue.find((pkg) => {
      if (!sold.has(pkg.id)) return false;
      const sessions = pkg.services.find((s) => s.serviceId === line.serviceId)?.sessions ?? 0;
      const marked = lines.filter(
        (other) => other.key !== line.key && other.kind === 'service' && other.packageId === pkg.id,
      ).length;
      return sessions - marked > 0;
    }) ?? null
  );
}

/** The line using a session of the package its comanda sells: one, at no price, keeping its price. */
export function usingSoldSession(line: DraftLine, pkg: Package, language: string): Partial<DraftLine> {
  return {
    packageId: pkg.id,
    clientPackageId: null,
    clientPackageName: pkg.name,
    quantityText: '1',
    priceText: centsToMoneyInput(0, language),
    priceBeforeSession: line.priceText,
  };
}
