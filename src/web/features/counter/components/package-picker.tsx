import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Package } from '../../../../contracts/packages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useMoney } from '../lib/use-money.ts';

/** What selling a package on this comanda needs: its client, and the request that sells it. */
export interface PackageSale {
  hasClient: boolean;
  selling: boolean;
  onSell: (pkg: Package) => void;
}

/**
 * The active packages, to sell one to the comanda's client (docs/packages.md): a tap adds it as an
 * item line at its price. Without a client there is no one to sell it to: the list says why.
 */
export function PackagePicker({ packages, sale }: { packages: readonly Package[]; sale: PackageSale }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <div className="mt-5 space-y-3" data-testid="package-picker">
      {!sale.hasClient && (
        <Alert variant="info" id="package-needs-client">
          <p>{t('counter.packages.needsClient')}</p>
        </Alert>
      )}
      <ul className="max-h-72 divide-y divide-border overflow-y-auto rounded-xl border border-border">
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <button
              type="button"
              onClick={() => sale.onSell(pkg)}
              disabled={!sale.hasClient || sale.selling}
              aria-describedby={sale.hasClient ? undefined : 'package-needs-client'}
              className="flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent"
              data-testid="package-option"
            >
              <Ticket className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-foreground">{pkg.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {pkg.services
                    .map((item) => t('counter.packages.sessions', { count: item.sessions, service: item.serviceName }))
                    .join(' · ')}
                </span>
              </span>
              <span className="shrink-0 text-sm tabular-nums text-foreground">{money(pkg.priceCents)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="px-1 text-xs text-muted-foreground">{t('counter.packages.hint')}</p>
    </div>
  );
}
