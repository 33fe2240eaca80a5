import { useEffect, useMemo, useState } from 'react';
import type { PublicClientPackage } from '../../../contracts/packages.ts';
import { getBookingPackages } from '../lib/booking-api.ts';
import { servicesWithSessions } from '../lib/package-sessions.ts';

const NONE: readonly PublicClientPackage[] = [];

/**
 * The packages the client of the booking behind `token` can still use; none without a token, while
 * they load, or when they cannot be read (the page then shows prices as they are).
 */
export function useBookingPackages(token: string | undefined): readonly PublicClientPackage[] {
  const [packages, setPackages] = useState(NONE);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getBookingPackages(token, controller.signal)
      .then(({ items }) => setPackages(items))
      .catch(() => undefined);
    return () => controller.abort();
  }, [token]);
  return packages;
}

/** The services those packages still have a session of. */
export function usePackageSessions(token: string | undefined): ReadonlySet<string> {
  const packages = useBookingPackages(token);
  return useMemo(() => servicesWithSessions(packages), [packages]);
}
