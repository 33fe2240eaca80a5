import { Menu, X } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { writeStorage } from '../lib/browser-storage.ts';
import { lazyNamed } from '../lib/lazy-named.ts';
import { useMe } from '../lib/session/get-me.ts';
import { isRenderedForVisitor } from '../lib/site-content/visitor-page.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SignedOutActions } from './site-header-signed-out.tsx';
import { Button } from './ui/button.tsx';

/*
 * The signed-in buttons (home, 'Sair', the super admin's panel) load only where someone may be
 * signed in: a page the server rendered for a visitor never needs them.
 */
const AccountActions = lazyNamed(() => import('./site-header-account.tsx'), 'AccountActions');

/** Sections of the landing page the top bar scrolls to (docs/screens.md). */
const SECTION_LINKS = [
  { hash: 'sistema', label: 'nav.system' },
  { hash: 'recursos', label: 'nav.features' },
  { hash: 'precos', label: 'nav.pricing' },
] as const;

/** Pages of their own in the top bar (docs/screens.md): the blog for everyone, 'Enviar mensagem' for who is signed in. */
const PAGE_LINK_CLASS =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:text-foreground';

/** The top navigation of the public pages (docs/screens.md, "The top bar"). */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const visitorPage = typeof window === 'undefined' || isRenderedForVisitor();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // A signed-in person following a section link from another page wants the landing page, not
  // the redirect to their home (the allow_home flag; docs/screens.md).
  const onSectionLinkClick = () => {
    if (pathname !== '/') writeStorage('session', 'allow_home', '1');
    setMenuOpen(false);
  };

  const navLinks = (
    <>
      {SECTION_LINKS.map(({ hash, label }) => (
        <Link
          key={hash}
          to={{ pathname: '/', hash }}
          onClick={onSectionLinkClick}
          className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          {t(label)}
        </Link>
      ))}
      {/* Pages, not sections: no allow_home flag. */}
      <Link
        to="/blog"
        onClick={() => setMenuOpen(false)}
        aria-current={pathname.startsWith('/blog') ? 'page' : undefined}
        className={PAGE_LINK_CLASS}
      >
        {t('nav.blog')}
      </Link>
      {me && (
        <Link
          to="/enviar-mensagem"
          onClick={() => setMenuOpen(false)}
          aria-current={pathname === '/enviar-mensagem' ? 'page' : undefined}
          className={PAGE_LINK_CLASS}
        >
          {t('nav.sendMessage')}
        </Link>
      )}
    </>
  );

  // Until the session is known, and on a visitor's page, the sign-in buttons (as the server rendered them).
  const accountActions =
    me === undefined || (me === null && visitorPage) ? (
      <SignedOutActions />
    ) : (
      <Suspense fallback={me ? null : <SignedOutActions />}>
        <AccountActions me={me} />
      </Suspense>
    );

  return (
    <header className="sticky top-[var(--edit-banner-height,0px)] z-40 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 lg:flex">
          {navLinks}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitcher />
          {accountActions}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="border-t border-border bg-background lg:hidden"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setMenuOpen(false);
        }}
      >
        <nav aria-label={t('nav.main')} className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
          {navLinks}
        </nav>
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 border-t border-border px-4 py-3 sm:px-6">
          <LanguageSwitcher />
          {accountActions}
        </div>
      </div>
    </header>
  );
}
