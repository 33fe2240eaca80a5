import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from './ui/button.tsx';

/** The top bar's buttons for someone not signed in: 'Entrar' and the free trial. */
export function SignedOutActions() {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/auth" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        {t('nav.signIn')}
      </Link>
      <Link to="/auth?mode=signup" className={buttonVariants({ variant: 'hero', size: 'sm' })}>
        {t('nav.freeTrial')}
      </Link>
    </>
  );
}
