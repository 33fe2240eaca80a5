import { z } from 'zod';
import { MAX_VISIT_STEPS } from '../core/visits.ts';
import { uuidSchema } from './common.ts';

export { MAX_VISIT_STEPS };

/** One service of a visit and who does it. */
export const visitStepBodySchema = z.object({ serviceId: uuidSchema, professionalId: uuidSchema });
export type VisitStepBody = z.input<typeof visitStepBodySchema>;
