import { useEffect, useState } from 'react';
import { getBookingPackages } from '../lib/booking-api.ts';
import { servicesWithSessions } from '../lib/package-sessions.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * The services the client of the booking behind `token` has a package session left of; none
 * without a token, while it loads, or when it cannot be read (the prices then show as they are).
 */
export function usePackageSessions(token: string | undefined): ReadonlySet<string> {
  const [covered, setCovered] = useState(NONE);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getBookingPackages(token, controller.signal)
      .then(({ items }) => setCovered(servicesWithSessions(items)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [token]);
  return covered;
}
