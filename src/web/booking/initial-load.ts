import type { BookingPageLoad } from '../../contracts/booking-page.ts';
import { PublicApiError } from '../public-pages/lib/public-api.ts';
import type { Load } from './pages/book-page.tsx';

/** The page's state from what the server read: the same the page would have after reading it itself. */
export function initialLoad(load: BookingPageLoad): Load {
  return load.status === 'ready'
    ? load
    : { status: 'failed', error: new PublicApiError(load.error.status, load.error.code, load.error.message) };
}
