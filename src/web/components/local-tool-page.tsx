import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Button } from './ui/button.tsx';

/**
 * The frame of a development server's own tools (the local mailbox, the test WhatsApp): the brand
 * and the language, the tool's title and what it is, a link to the other tool and a refresh button.
 */
export function LocalToolPage({
  title,
  description,
  link,
  refresh,
  wide = false,
  children,
}: {
  title: string;
  description: string;
  link: { to: string; label: string };
  refresh: { onClick: () => void; busy: boolean; label: string };
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const width = wide ? 'max-w-5xl' : 'max-w-4xl';
  return (
    <div className="min-h-dvh">
      <title>{`${title} · Agendo`}</title>
      <header className="border-b border-border bg-background">
        <div className={`mx-auto flex ${width} items-center justify-between px-4 py-4 sm:px-6`}>
          <Link to="/" className="rounded-md" aria-label={t('nav.home')}>
            <BrandLogo />
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className={`mx-auto ${width} px-4 py-8 sm:px-6`}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
            <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{description}</p>
            <Link to={link.to} className="mt-1 inline-block text-sm text-primary underline">
              {link.label}
            </Link>
          </div>
          <Button variant="outline" onClick={refresh.onClick} disabled={refresh.busy}>
            <RefreshCw aria-hidden="true" className={refresh.busy ? 'animate-spin' : undefined} />
            {refresh.label}
          </Button>
        </div>
        {children}
      </main>
    </div>
  );
}
