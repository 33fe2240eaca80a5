import { addDays } from 'date-fns/addDays';
import type { OnlineBookingSettings, UpdateOnlineBookingSettingsBody } from '../../../contracts/online-booking.ts';
import { bookingPageUrl } from './booking-links.ts';
import type { BookingSettingsRepository } from './booking-settings.repository.ts';

/** The owner's side of online booking: the settings, the page's link and its last 30 days. */
export function createBookingSettingsService(deps: {
  settings: BookingSettingsRepository;
  baseUrl: string;
  now: () => Date;
}) {
  const { settings: repository } = deps;

  async function getSettings(businessId: string): Promise<OnlineBookingSettings> {
    const [settings, stats] = await Promise.all([
      repository.settings(businessId),
      repository.stats(businessId, addDays(deps.now(), -30)),
    ]);
    return {
      businessId,
      publicUrl: bookingPageUrl(deps.baseUrl, businessId),
      ...settings,
      stats: { ...stats, conversion: stats.visits > 0 ? Math.min(1, stats.bookings / stats.visits) : 0 },
    };
  }

  return {
    getSettings,

    /** Changes only the fields sent. */
    async updateSettings(businessId: string, changes: UpdateOnlineBookingSettingsBody): Promise<OnlineBookingSettings> {
      const current = await repository.settings(businessId);
      const next = { ...current };
      for (const [key, value] of Object.entries(changes) as Array<[keyof typeof current, unknown]>) {
        if (value !== undefined) (next as Record<string, unknown>)[key] = value;
      }
      await repository.saveSettings(businessId, next, deps.now());
      return getSettings(businessId);
    },
  };
}
