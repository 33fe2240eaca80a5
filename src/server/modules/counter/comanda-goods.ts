import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  returnComandaPackagesWith,
  sellComandaPackagesWith,
  useComandaSessionsWith,
} from '../packages/package-sessions.ts';
import { returnComandaStockWith, takeComandaStockWith } from '../products/stock.ts';

/*
 * What a comanda's close and reversal move beyond its own rows, in their transactions: the stock its
 * products and services' recipes take (docs/products.md), the packages it sells and the package
 * sessions its services use (docs/packages.md). A refusal of either undoes the whole close.
 */

interface GoodsContext {
  businessId: string;
  comandaId: string;
  userId: string;
  now: Date;
}

/** A close: its products and recipes leave the stock, its packages become its client's, its sessions are used. */
export async function takeComandaGoodsWith(trx: Kysely<Database>, close: GoodsContext & { allowNegative: boolean }) {
  await takeComandaStockWith(trx, close);
  const sold = await sellComandaPackagesWith(trx, close);
  // Its services that use a session of a package it sells now use the client's package it became.
  for (const [packageId, clientPackageId] of sold)
    await trx
      .updateTable('comanda_lines')
      .set({ client_package_id: clientPackageId })
      .where('comanda_id', '=', close.comandaId)
      .where('kind', '=', 'service')
      .where('package_id', '=', packageId)
      .where('client_package_id', 'is', null)
      .execute();
  await useComandaSessionsWith(trx, close);
}

/**
 * A reversal: the packages it sold go back (refused while any of their sessions is in use), the
 * sessions it used return to their packages, and what it took from stock comes back.
 */
export async function returnComandaGoodsWith(trx: Kysely<Database>, reversal: GoodsContext) {
  await returnComandaPackagesWith(trx, reversal);
  await returnComandaStockWith(trx, { ...reversal, allowNegative: true });
}
