import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { SessionResponse } from '../../contracts/session.ts';
import { clearSession } from '../lib/session/clear-session.ts';
import { useSession } from '../lib/session/get-me.ts';

/**
 * When the person stops being signed in (docs/accounts.md) — sign-out, or the server no longer knowing the
 * session (the session probe says nobody) — clear everything and go to /auth.
 */
export function SessionWatcher() {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const previous = useRef<SessionResponse | undefined>(undefined);

  useEffect(() => {
    const wasSignedIn = Boolean(previous.current);
    previous.current = session;
    if (wasSignedIn && session === null) {
      clearSession(queryClient);
      void navigate('/auth', { replace: true });
    }
  }, [session, queryClient, navigate]);

  return null;
}
