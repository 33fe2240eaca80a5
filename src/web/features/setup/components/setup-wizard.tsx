import { Check, PartyPopper, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BusinessSettings } from '../../../../contracts/business.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useServices } from '../../../lib/api/services.ts';
import { useUpdateBusinessSettings } from '../../../lib/api/business-settings.ts';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/forms.ts';
import type { Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { BusinessStep } from './business-step.tsx';
import { HoursStep } from './hours-step.tsx';
import { ProfessionalStep } from './professional-step.tsx';
import { ServiceStep } from './service-step.tsx';

const STEPS = ['business', 'hours', 'service', 'professional'] as const;
type Step = (typeof STEPS)[number] | 'done';

/** Where to pick up: the first step the checklist says is still to do. */
export function firstOpenStep(checklist: BusinessSettings['checklist']): (typeof STEPS)[number] {
  if (!checklist.businessDetails) return 'business';
  if (!checklist.openingHours) return 'hours';
  if (!checklist.service) return 'service';
  return 'professional';
}

/**
 * The guided setup on the first visit to /dashboard: business name and time zone → opening hours
 * → a first service → a first professional. Every step can be skipped; 'Pular configuração' closes
 * it for good (setupDismissed), and so does finishing it.
 */
export function SetupWizard({
  settings,
  currency,
  onClose,
}: {
  settings: BusinessSettings;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(() => firstOpenStep(settings.checklist));
  const [createdServiceId, setCreatedServiceId] = useState<string | null>(null);
  const update = useUpdateBusinessSettings();
  const services = useServices({ limit: 200 });
  const index = step === 'done' ? STEPS.length : STEPS.indexOf(step);

  const dismiss = async ({ finished }: { finished: boolean }) => {
    try {
      await update.mutateAsync({ setupDismissed: true });
      if (finished) setStep('done');
      else {
        showToast('info', t('setup.toasts.skipped.title'), t('setup.toasts.skipped.description'));
        onClose();
      }
    } catch (error) {
      showToast('error', t('setup.toasts.saveError'), errorMessage(error));
    }
  };

  const next = () => {
    const following = STEPS[index + 1];
    if (following) setStep(following);
    else void dismiss({ finished: true });
  };

  if (step === 'done') {
    return (
      <Card
        className="p-6 text-center sm:p-8"
        role="region"
        aria-labelledby="setup-done-title"
        data-testid="setup-done"
      >
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <PartyPopper className="size-6" aria-hidden="true" />
        </span>
        <h2 id="setup-done-title" className="mt-4 text-xl font-semibold text-foreground">
          {t('setup.done.title')}
        </h2>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{t('setup.done.description')}</p>
        <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
          <Link to="/agenda" className={buttonVariants()}>
            {t('setup.done.schedule')}
          </Link>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className="overflow-visible" role="region" aria-labelledby="setup-title" data-testid="setup-wizard">
      <div className="flex flex-col gap-3 border-b border-border p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground">
            <Rocket className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="setup-title" className="text-lg font-semibold text-foreground">
              {t('setup.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('setup.description')}</p>
          </div>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => void dismiss({ finished: false })}
          disabled={update.isPending}
        >
          {t('setup.skipAll')}
        </Button>
      </div>

      <ol
        className="grid grid-cols-2 gap-x-3 gap-y-4 px-5 pt-5 sm:grid-cols-4 sm:gap-3 sm:px-6"
        aria-label={t('setup.progress')}
      >
        {STEPS.map((name, position) => {
          const done = position < index;
          const current = position === index;
          return (
            <li key={name} aria-current={current ? 'step' : undefined} className="min-w-0">
              <div
                className={cn('h-1.5 rounded-full', done || current ? 'bg-primary' : 'bg-muted')}
                aria-hidden="true"
              />
              {/* The whole name on a phone too: two steps a row there, each name wrapping rather than cut. */}
              <p
                className={cn(
                  'mt-2 flex items-start gap-1 text-xs font-medium leading-tight',
                  current ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {done && <Check className="size-3.5 shrink-0 text-primary" aria-hidden="true" />}
                <span className="sr-only">{t('setup.stepNumber', { number: position + 1, total: STEPS.length })} </span>
                <span className="min-w-0 break-words">{t(`setup.steps.${name}`)}</span>
              </p>
            </li>
          );
        })}
      </ol>

      <div className="p-5 sm:p-6">
        <h3 className="mb-1 font-semibold text-foreground">
          {t('setup.stepNumber', { number: index + 1, total: STEPS.length })}: {t(`setup.steps.${step}`)}
        </h3>
        <p className="mb-5 text-sm text-muted-foreground">{t(`setup.hints.${step}`)}</p>
        {step === 'business' && <BusinessStep settings={settings} onDone={next} />}
        {step === 'hours' && <HoursStep settings={settings} onDone={next} />}
        {step === 'service' && (
          <ServiceStep
            currency={currency}
            onDone={(service) => {
              if (service) setCreatedServiceId(service.id);
              next();
            }}
          />
        )}
        {step === 'professional' &&
          (services.isPending ? null : (
            <ProfessionalStep
              settings={settings}
              services={services.data?.items ?? []}
              preselected={createdServiceId}
              onDone={next}
            />
          ))}
      </div>
    </Card>
  );
}
