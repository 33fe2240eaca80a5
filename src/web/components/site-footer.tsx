import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo.tsx';
import { SiteText } from './site-text.tsx';

// The legal pages don't exist yet, so their links point nowhere (docs/screens.md).
const preventJump = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <BrandLogo />
          <SiteText as="p" selector="footer.description" className="text-sm text-muted-foreground" />
        </div>
        <nav aria-label={t('footer.legal')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <a href="#" onClick={preventJump} className="text-muted-foreground hover:text-foreground hover:underline">
            {t('footer.terms')}
          </a>
          <a href="#" onClick={preventJump} className="text-muted-foreground hover:text-foreground hover:underline">
            {t('footer.privacy')}
          </a>
          <a href="#" onClick={preventJump} className="text-muted-foreground hover:text-foreground hover:underline">
            {t('footer.cookies')}
          </a>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
