import { Globe } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../i18n/i18n.ts';
import { browserTimeZone, sameClock } from '../../lib/local-date.ts';

/** Times are on the business's clock: when the customer's device reads another clock, say which. */
export function ZoneNote({ timeZone }: { timeZone: string }) {
  const { tr } = useI18n();
  const [differs] = useState(() => {
    const own = browserTimeZone();
    return own !== undefined && !sameClock(own, timeZone, new Date());
  });
  if (!differs) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="zone-note">
      <Globe className="size-3.5 shrink-0" aria-hidden="true" />
      {tr('time.zoneNote', { zone: timeZone })}
    </p>
  );
}
