import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { RateLimiter, RateLimitResult } from './rate-limit.ts';

/**
 * How often one address may use the public operations — the booking page's (the API's and the
 * page's own first view, which reads the same business) and the review pages' — per window.
 * `ask` is for requests that send an e-mail to an address typed in (a review link).
 */
export function createPublicLimits(rateLimiter: RateLimiter, bookingsPerIpPerHour: number) {
  const LIMITS = {
    read: { limit: 300, windowSeconds: 60 },
    book: { limit: bookingsPerIpPerHour, windowSeconds: 3600 },
    manage: { limit: 60, windowSeconds: 3600 },
    // The pay step asks a held deposit's state every 3 s while its time is held (up to 120 min).
    poll: { limit: 2400, windowSeconds: 3600 },
    ask: { limit: 10, windowSeconds: 3600 },
  } as const;
  type Kind = keyof typeof LIMITS;

  const refuse = (result: RateLimitResult) =>
    new AppError('RATE_LIMITED', 429, { params: { minutes: Math.ceil(result.retryAfterSeconds / 60) } });

  async function limit(request: FastifyRequest, kind: Kind): Promise<void> {
    const { limit, windowSeconds } = LIMITS[kind];
    const result = await rateLimiter.consume(`public:${kind}:${request.ip}`, limit, windowSeconds);
    if (!result.allowed) throw refuse(result);
  }

  /**
   * For a read: an address already refused is refused at once; otherwise the count and the
   * read run side by side, and the answer waits for both.
   */
  async function limited<T>(request: FastifyRequest, kind: Kind, read: () => Promise<T>): Promise<T> {
    const refused = rateLimiter.refusedInMemory(`public:${kind}:${request.ip}`);
    if (refused) throw refuse(refused);
    const [, result] = await Promise.all([limit(request, kind), read()]);
    return result;
  }

  return { limit, limited };
}

export type PublicLimits = ReturnType<typeof createPublicLimits>;
