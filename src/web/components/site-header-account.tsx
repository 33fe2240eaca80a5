import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MeResponse } from '../../contracts/session.ts';
import { homePathFor } from '../lib/home-path.ts';
import { useSuperAdminStatus } from '../lib/session/super-admin-status.ts';
import { useSignOut } from '../lib/session/sign-out.ts';
import { SignedOutActions } from './site-header-signed-out.tsx';
import { Button, buttonVariants } from './ui/button.tsx';

/**
 * The top bar's account buttons where someone may be signed in (site-header.tsx loads this only
 * there): their home and 'Sair'. A super admin without a business has no profile (`me` is null):
 * their home is the panel. Anyone else signed out gets the sign-in buttons.
 */
export function AccountActions({ me }: { me: MeResponse | null }) {
  const { t } = useTranslation();
  const { data: superAdmin } = useSuperAdminStatus();
  const signOut = useSignOut();
  const home = me
    ? {
        to: homePathFor(me.profile.role),
        label: homePathFor(me.profile.role) === '/agenda' ? t('nav.schedule') : t('nav.dashboard'),
      }
    : superAdmin
      ? { to: '/super-admin', label: t('nav.superAdminPanel') }
      : null;
  if (!home) return <SignedOutActions />;
  return (
    <>
      <Link to={home.to} className={buttonVariants({ size: 'sm' })}>
        {home.label}
      </Link>
      <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        <LogOut aria-hidden="true" />
        {t('nav.signOut')}
      </Button>
    </>
  );
}
