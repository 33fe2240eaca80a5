import { useEffect, useState } from 'react';
import type { PublicDeposit } from '../../../contracts/deposits.ts';
import { getDeposit } from '../lib/deposit-api.ts';
import { nextPollDelay } from '../lib/deposit.ts';
import { PublicApiError } from '../../public-pages/lib/public-api.ts';

/**
 * A held booking's deposit, asked again every few seconds while it waits for payment (the
 * provider's word reaches the server, not the page). Not while the page is out of view: it asks
 * again as soon as it is back. A failed ask is tried again at the next one (later when the server
 * asks it to slow down).
 */
export function useDeposit(token: string, initial: PublicDeposit) {
  const [deposit, setDeposit] = useState(initial);
  const pending = deposit.status === 'pending';

  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    let timer: number | undefined;
    let controller: AbortController | undefined;
    const visible = () => document.visibilityState !== 'hidden';
    const schedule = (failedStatus: number | null = null) => {
      window.clearTimeout(timer);
      if (!stopped && visible()) timer = window.setTimeout(ask, nextPollDelay(failedStatus));
    };
    const ask = () => {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      getDeposit(token, mine.signal).then(
        (next) => {
          if (stopped) return;
          setDeposit(next);
          schedule();
        },
        (cause: unknown) => {
          // An ask cut short by a newer one (or by leaving) leaves the timing to that one.
          if (!mine.signal.aborted) schedule(cause instanceof PublicApiError ? cause.status : 0);
        },
      );
    };
    const onVisibility = () => (visible() ? ask() : window.clearTimeout(timer));
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [token, pending]);

  return [deposit, setDeposit] as const;
}
