import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { MeResponse } from '../../contracts/session.ts';
import { clearSession } from '../lib/session/clear-session.ts';
import { useMe } from '../lib/session/get-me.ts';

/**
 * SPEC 4: when the person stops being signed in — sign-out, or the server no longer knowing the
 * session (401 from /api/me) — clear everything and go to /auth.
 */
export function SessionWatcher() {
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const previous = useRef<MeResponse | null | undefined>(undefined);

  useEffect(() => {
    const wasSignedIn = Boolean(previous.current);
    previous.current = me;
    if (wasSignedIn && me === null) {
      clearSession(queryClient);
      void navigate('/auth', { replace: true });
    }
  }, [me, queryClient, navigate]);

  return null;
}
