import type { FastifyRequest } from 'fastify';
import type { BookingPageLoad } from '../../../contracts/booking-page.ts';
import { businessIdParamsSchema } from '../../../contracts/online-booking.ts';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { requestLocale } from '../../plugins/errors.ts';
import type { OnlineBookingService } from './online-booking.service.ts';
import type { PublicLimits } from '../../plugins/public-limits.ts';

/**
 * What the booking page /agendar/{businessId} shows first: the business as getPublicBusiness
 * answers it (under the same rate limit), or the error it would answer with. Null when neither
 * can be said now — refused by the rate limit, or the database failing — and the page's script
 * will ask the API itself and say what it answers.
 */
export async function loadBookingPage(
  request: FastifyRequest,
  businessId: string,
  deps: { onlineBooking: OnlineBookingService; publicLimits: PublicLimits },
): Promise<BookingPageLoad | null> {
  const locale = requestLocale(request);
  if (!businessIdParamsSchema.safeParse({ businessId }).success) {
    return { status: 'failed', error: { status: 404, code: 'NOT_FOUND', message: translate(locale, 'NOT_FOUND') } };
  }
  try {
    const business = await deps.publicLimits.limited(request, 'read', () =>
      deps.onlineBooking.getPublicBusiness(businessId),
    );
    return { status: 'ready', business };
  } catch (error) {
    if (error instanceof AppError && error.code !== 'RATE_LIMITED') {
      return {
        status: 'failed',
        error: { status: error.status, code: error.code, message: translate(locale, error.code, error.params) },
      };
    }
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'booking page: the business could not be read');
    return null;
  }
}
