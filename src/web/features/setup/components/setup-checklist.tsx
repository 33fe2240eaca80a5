import { ChevronRight, CircleCheck, Circle, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SetupChecklist as Checklist } from '../../../../contracts/business.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

const ITEMS = [
  { key: 'businessDetails', to: '/configuracoes#negocio' },
  { key: 'openingHours', to: '/configuracoes#horarios' },
  { key: 'service', to: '/servicos' },
  { key: 'professional', to: '/profissionais' },
] as const;

/** What is still missing before the business can take bookings; it stays until it can. */
export function SetupChecklist({ checklist, onOpenGuide }: { checklist: Checklist; onOpenGuide: () => void }) {
  const { t } = useTranslation();
  const done = ITEMS.filter((item) => checklist[item.key]).length;
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="checklist-title" data-testid="setup-checklist">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-secondary text-secondary-foreground">
            <ListChecks className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="checklist-title" className="text-lg font-semibold text-foreground">
              {t('setup.checklist.title')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t('setup.checklist.progress', { done, total: ITEMS.length })}
            </p>
          </div>
        </div>
        <Button variant="outline" size="sm" className="self-start" onClick={onOpenGuide}>
          {t('setup.checklist.openGuide')}
        </Button>
      </div>
      <ul className="mt-4 divide-y divide-border rounded-xl border border-border">
        {ITEMS.map((item) => {
          const complete = checklist[item.key];
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                className="flex items-center gap-3 px-4 py-3 text-sm transition-colors hover:bg-muted/60"
                aria-label={`${t(`setup.checklist.items.${item.key}`)} — ${complete ? t('setup.checklist.done') : t('setup.checklist.todo')}`}
              >
                {complete ? (
                  <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span
                  className={cn(
                    'flex-1',
                    complete ? 'text-muted-foreground line-through' : 'font-medium text-foreground',
                  )}
                >
                  {t(`setup.checklist.items.${item.key}`)}
                </span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
