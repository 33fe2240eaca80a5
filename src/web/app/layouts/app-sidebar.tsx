import {
  CalendarDays,
  ChartColumn,
  Contact,
  CreditCard,
  Globe,
  HandCoins,
  Hourglass,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Mail,
  Package,
  Scissors,
  Settings,
  Star,
  Ticket,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { MeResponse } from '../../../contracts/session.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { Button } from '../../components/ui/button.tsx';
import { writeStorage } from '../../lib/browser-storage.ts';
import { cn } from '../../lib/cn.ts';
import { mayOpen, type SignedInPath } from '../../lib/session/may.ts';
import { useSignOut } from '../../lib/session/sign-out.ts';

/** The business pages, each listed for whoever may open it (lib/session/may.ts). */
const PAGES = [
  { to: '/dashboard', label: 'nav.dashboard', Icon: LayoutDashboard },
  { to: '/agenda', label: 'nav.schedule', Icon: CalendarDays },
  { to: '/caixa', label: 'nav.cashRegister', Icon: Wallet },
  { to: '/produtos', label: 'nav.products', Icon: Package },
  { to: '/pacotes', label: 'nav.packages', Icon: Ticket },
  { to: '/clientes', label: 'nav.clients', Icon: Contact },
  { to: '/relatorios', label: 'nav.reports', Icon: ChartColumn },
  { to: '/comissoes', label: 'nav.commissions', Icon: HandCoins },
  { to: '/avaliacoes', label: 'nav.reviews', Icon: Star },
  { to: '/servicos', label: 'nav.services', Icon: Scissors },
  { to: '/profissionais', label: 'nav.professionals', Icon: UsersRound },
  { to: '/agendamento-online', label: 'nav.onlineBooking', Icon: Globe },
  { to: '/lista-de-espera', label: 'nav.waitlist', Icon: Hourglass },
  { to: '/usuarios', label: 'nav.users', Icon: KeyRound },
  { to: '/configuracoes', label: 'nav.settings', Icon: Settings },
  { to: '/assinatura', label: 'nav.subscription', Icon: CreditCard },
] as const satisfies readonly { to: SignedInPath; label: string; Icon: LucideIcon }[];

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function AppSidebar({ me, onNavigate }: { me: MeResponse; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const pages = PAGES.filter((page) => mayOpen(me.profile.role, page.to));
  const displayName = me.profile.fullName || me.user.name || me.user.email;

  return (
    // Tighter in the phone's drawer (gaps, the top and the foot): every page and 'Sair' fit a phone's height.
    <div className="flex h-full flex-col gap-3 p-4 lg:gap-6">
      <div className="space-y-2 px-2 lg:space-y-3 lg:pt-1">
        {/* allow_home lets a signed-in person see the landing page once (docs/screens.md). */}
        <Link
          to="/"
          onClick={() => {
            writeStorage('session', 'allow_home', '1');
            onNavigate?.();
          }}
          className="inline-flex rounded-md"
          aria-label={t('nav.home')}
        >
          <BrandLogo />
        </Link>
        <div>
          <p className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{t('app.business')}</p>
          <p className="truncate text-sm font-semibold text-foreground" data-testid="business-name">
            {me.business.name}
          </p>
        </div>
      </div>

      <nav aria-label={t('app.navigation')} className="flex-1">
        <ul className="space-y-0.5 lg:space-y-1">
          {pages.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    // Tighter in the phone's drawer: every page and 'Sair' fit a phone's height.
                    'flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors lg:py-2',
                    isActive
                      ? 'bg-primary text-primary-foreground shadow-sm'
                      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="space-y-2 border-t border-border pt-3 lg:space-y-3 lg:pt-4">
        <div className="flex items-center gap-3 px-2">
          <span
            className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
            aria-hidden="true"
          >
            {initials(displayName)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-foreground">{displayName}</p>
            <p className="truncate text-xs text-muted-foreground">{t(`roles.${me.profile.role}`)}</p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <LanguageSwitcher className="min-w-0 flex-1 [&_select]:w-full" />
          {/* Signed-in people write to the people who run Agendo (docs/blog.md; beside the language: 'Sair' stays within reach on a phone). */}
          <Link
            to="/enviar-mensagem"
            onClick={onNavigate}
            aria-label={t('nav.sendMessage')}
            title={t('nav.sendMessage')}
            className="grid size-9 shrink-0 place-items-center rounded-md border border-input text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <Mail className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <Button
          variant="outline"
          className="w-full justify-start"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          <LogOut aria-hidden="true" />
          {t('nav.signOut')}
        </Button>
      </div>
    </div>
  );
}
