import { useEffect, useState } from 'react';
import type { PublicDeposit } from '../../../contracts/deposits.ts';
import { getDeposit } from '../lib/deposit-api.ts';
import { DEPOSIT_POLL_MS } from '../lib/deposit.ts';

/**
 * A held booking's deposit, asked again every few seconds while it waits for payment (the
 * provider's word reaches the server, not the page). Not while the page is out of view: it asks
 * again as soon as it is back. A failed ask is tried again at the next one.
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
    const schedule = () => {
      window.clearTimeout(timer);
      if (!stopped && visible()) timer = window.setTimeout(ask, DEPOSIT_POLL_MS);
    };
    const ask = () => {
      controller?.abort();
      controller = new AbortController();
      getDeposit(token, controller.signal)
        .then((next) => !stopped && setDeposit(next))
        .catch(() => undefined)
        .finally(schedule);
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
