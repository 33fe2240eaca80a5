import '../i18n/register-translations.ts';
import type { QueryClient } from '@tanstack/react-query';
import {
  EMAIL_VERIFICATION_LINK_HOURS,
  type EmailVerificationOutcome,
} from '../../../../contracts/email-verification.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { sessionQueryOptions } from '../../../lib/session/get-me.ts';
import { showToast } from '../../../lib/toast.ts';
import { sendVerificationEmail } from '../api/send-verification-email.ts';

/**
 * Says how the e-mail confirmation link went, on the page it returned to. A link that did not work
 * offers a new one to a signed-in person; someone signed out is told to sign in and open it again.
 */
export async function announceEmailVerification(
  outcome: EmailVerificationOutcome,
  queryClient: QueryClient,
): Promise<void> {
  const t = i18n.t.bind(i18n);
  if (outcome === 'verified') {
    showToast('success', t('emailVerification.verified.title'), t('emailVerification.verified.description'));
    return;
  }
  const [title, reason] =
    outcome === 'expired'
      ? [
          t('emailVerification.expired.title'),
          t('emailVerification.expired.reason', { hours: EMAIL_VERIFICATION_LINK_HOURS }),
        ]
      : [t('emailVerification.invalid.title'), t('emailVerification.invalid.reason')];
  const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
  const email = session?.user.email;
  if (!email) {
    showToast('error', title, `${reason} ${t('emailVerification.nextSignedOut')}`);
    return;
  }
  showToast('error', title, `${reason} ${t('emailVerification.nextSignedIn', { email })}`, {
    label: t('emailVerification.resend'),
    onClick: () => {
      sendVerificationEmail(email).then(
        () =>
          showToast('success', t('emailVerification.sent.title'), t('emailVerification.sent.description', { email })),
        (error: unknown) =>
          showToast(
            'error',
            t('emailVerification.sendFailed.title'),
            error instanceof Error ? error.message : undefined,
          ),
      );
    },
  });
}
