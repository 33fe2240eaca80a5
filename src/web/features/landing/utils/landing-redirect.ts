export interface LandingVisit {
  /** `location.hash`, e.g. '#precos'. */
  hash: string;
  /** `location.search`, e.g. '?checkout=true'. */
  search: string;
  /** Whether the session-storage flag allow_home equals '1'. */
  allowHome: boolean;
}

/**
 * A signed-in visitor of the landing page is sent to their home (docs/screens.md), except when they came
 * for the pricing (#precos), a checkout (checkout=true), asked to stay (no_redirect=1), or a page
 * of ours let them through (allow_home).
 */
export function shouldStayOnLanding({ hash, search, allowHome }: LandingVisit): boolean {
  const query = new URLSearchParams(search);
  return hash === '#precos' || query.get('checkout') === 'true' || query.get('no_redirect') === '1' || allowHome;
}
