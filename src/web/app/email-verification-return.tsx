import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EMAIL_VERIFICATION_RETURN, emailVerificationOutcome } from '../../contracts/email-verification.ts';

/**
 * The e-mail confirmation link returns to the site root with a mark (contracts/email-verification.ts):
 * the address loses it at once, so that a reload says nothing again, and the feature that says how
 * it went loads only then.
 */
export function EmailVerificationReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const outcome = emailVerificationOutcome(location.search);
    if (!outcome) return;
    const query = new URLSearchParams(location.search);
    query.delete(EMAIL_VERIFICATION_RETURN.param);
    query.delete('error');
    const search = query.size > 0 ? `?${query}` : '';
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    void import('../features/email-verification/utils/announce-email-verification.ts').then(
      ({ announceEmailVerification }) => announceEmailVerification(outcome, queryClient),
    );
  }, [location.pathname, location.search, location.hash, navigate, queryClient]);

  return null;
}
