import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '../../../../contracts/session.ts';
import {
  OwnerOnly as SharedOwnerOnly,
  TestPageShell as SharedTestPageShell,
  type TestPageWords,
} from '../../../components/test-page-shell.tsx';

function useTestWords(title: string): TestPageWords {
  const { t } = useTranslation();
  return { title, badge: t('billing.test.badge'), banner: t('billing.test.banner') };
}

/** The frame of the test checkout and test card portal (components/test-page-shell.tsx). */
export function TestPageShell({ title, children }: { title: string; children: ReactNode }) {
  return <SharedTestPageShell words={useTestWords(title)}>{children}</SharedTestPageShell>;
}

/** The test checkout and card portal are the owner's: a professional is told who can pay. */
export function OwnerOnly({ title, children }: { title: string; children: (me: MeResponse) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <SharedOwnerOnly
      words={useTestWords(title)}
      operation="getTestCheckout"
      refusal={{ text: t('billing.test.ownerOnly'), back: t('billing.test.backToSchedule') }}
    >
      {children}
    </SharedOwnerOnly>
  );
}
