import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SiteFooter } from '../../../components/site-footer.tsx';
import { SiteHeader } from '../../../components/site-header.tsx';
import { readStorage, removeStorage } from '../../../lib/browser-storage.ts';
import { homePathFor } from '../../../lib/home-path.ts';
import { lazyNamed } from '../../../lib/lazy-named.ts';
import { useMe } from '../../../lib/session/get-me.ts';
import { HeroSection } from '../components/hero-section.tsx';
import { hasLazyPlaceholdersAbove, LazySection } from '../components/lazy-section.tsx';
import { shouldStayOnLanding } from '../utils/landing-redirect.ts';

const SystemSection = lazyNamed(() => import('../components/system-section.tsx'), 'SystemSection');
const FeaturesSection = lazyNamed(() => import('../components/features-section.tsx'), 'FeaturesSection');
const PricingSection = lazyNamed(() => import('../components/pricing-section.tsx'), 'PricingSection');
const FaqSection = lazyNamed(() => import('../components/faq-section.tsx'), 'FaqSection');

/** Anchors of the landing page a link may point to (docs/screens.md). */
const SECTION_IDS = new Set(['sistema', 'recursos', 'precos']);

/** Whether the page is past hydrating never changes again: nothing to listen to. */
const subscribeToNothing = () => () => {};

export function LandingPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const redirectDecided = useRef(false);

  // A signed-in person with a profile goes to their home, unless one of the exceptions of
  // docs/screens.md holds. Decided once per visit: allow_home is removed when used.
  useEffect(() => {
    // A super admin stays: the landing page is where they edit the site's texts (docs/site-content.md).
    if (!me || me.isSuperAdmin || redirectDecided.current) return;
    redirectDecided.current = true;
    const allowHome = readStorage('session', 'allow_home') === '1';
    if (allowHome) removeStorage('session', 'allow_home');
    if (shouldStayOnLanding({ hash: location.hash, search: location.search, allowHome })) return;
    void navigate(homePathFor(me.profile.role), { replace: true });
  }, [me, location.hash, location.search, navigate]);

  // A section anchor (#precos, #sistema, #recursos) mounts the lazy sections and scrolls there
  // smoothly once the target exists (retry every 100 ms, up to 3 s). Sections above it that finish
  // loading meanwhile push it down: the scroll follows it within the same 3 s, and after them while
  // a section is still loading and for 3 s after the last one, unless the person has started
  // scrolling by themselves.
  // The server never sees the anchor: the page taken over from its markup first renders as the
  // server rendered it, every section a placeholder, and mounts them right after (else hydrating
  // meets sections where the markup has placeholders).
  const pastHydration = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const sectionsForced = pastHydration && SECTION_IDS.has(location.hash.slice(1));
  useEffect(() => {
    const id = location.hash.slice(1);
    if (!SECTION_IDS.has(id)) return;
    // Loaded only for an address with a section anchor: most visits have none.
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    void import('../../../lib/scroll-to-element.ts').then(({ scrollToElementWhenReady }) => {
      if (!stopped) stop = scrollToElementWhenReady(id, { isSettling: () => hasLazyPlaceholdersAbove(id) });
    });
    const userInput = ['wheel', 'touchstart', 'keydown'] as const;
    const onUserInput = () => stop();
    for (const type of userInput) window.addEventListener(type, onUserInput, { passive: true, once: true });
    return () => {
      stop();
      for (const type of userInput) window.removeEventListener(type, onUserInput);
    };
  }, [location.hash, location.key]);

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t('landing.documentTitle')}</title>
      <SiteHeader />
      <main id="main" className="flex-1">
        <HeroSection role={me?.profile.role ?? null} onShowSystem={() => void navigate({ hash: 'sistema' })} />
        <LazySection component={SystemSection} forceMount={sectionsForced} />
        <LazySection component={FeaturesSection} forceMount={sectionsForced} />
        <LazySection component={PricingSection} forceMount={sectionsForced} />
        <LazySection component={FaqSection} />
      </main>
      <SiteFooter />
    </div>
  );
}
