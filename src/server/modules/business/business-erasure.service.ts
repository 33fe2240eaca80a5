import type { FastifyBaseLogger } from 'fastify';
import { closedBusinessErasureCutoff } from '../../../core/business-closing.ts';
import type { BusinessErasureRepository, ErasedBusiness } from './business-erasure.repository.ts';

/** Businesses erased per run at most: a run stays short, and the next run takes the rest. */
export const ERASURE_BATCH_SIZE = 10;

/**
 * Erases for good the businesses closed 30 days ago or more (docs/business-closing.md). Any number
 * of processes may run it at once: each business is taken under a row lock that others skip.
 * Agendo keeps no uploaded files of a business (uploads are the site's screenshots and the blog's
 * images), so the database rows are all there is to erase.
 */
export function createBusinessErasureService(deps: {
  repository: BusinessErasureRepository;
  now: () => Date;
  log: FastifyBaseLogger;
  batchSize?: number;
}) {
  return {
    async eraseDue(): Promise<ErasedBusiness[]> {
      const cutoff = closedBusinessErasureCutoff(deps.now());
      const erased: ErasedBusiness[] = [];
      while (erased.length < (deps.batchSize ?? ERASURE_BATCH_SIZE)) {
        const business = await deps.repository.eraseNextDue(cutoff);
        if (!business) break;
        // Ids and counts only: the business and its people are gone, and so is anything that named them.
        deps.log.info(
          {
            businessId: business.businessId,
            closedAt: business.closedAt.toISOString(),
            accountsErased: business.accountsErased,
          },
          'closed business erased',
        );
        erased.push(business);
      }
      return erased;
    },
  };
}

export type BusinessErasureService = ReturnType<typeof createBusinessErasureService>;
