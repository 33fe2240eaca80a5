import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { googleReturnOf, withoutGoogleReturn } from '../lib/calendar-connection-view.ts';

/**
 * Back from Google's consent page (/agenda?calendar=connected or ?calendar=error&reason=…): says
 * how it went, once, and takes those words out of the address.
 */
export function useGoogleCalendarReturn(onReturn: () => void) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const returned = googleReturnOf(search);

  useEffect(() => {
    if (!returned) return;
    if (returned.outcome === 'connected') {
      showToast('success', t('agenda.calendars.toasts.googleConnected'));
    } else {
      const reason = {
        denied: 'agenda.calendars.toasts.googleDenied',
        expired: 'agenda.calendars.toasts.googleExpired',
        failed: 'agenda.calendars.toasts.googleFailedReason',
      }[returned.reason];
      showToast('error', t('agenda.calendars.toasts.googleFailed'), t(reason));
    }
    onReturn();
    void navigate({ pathname, search: withoutGoogleReturn(search), hash }, { replace: true });
    // Once per return: the address no longer carries it afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned?.outcome, returned?.outcome === 'error' ? returned.reason : null]);
}
