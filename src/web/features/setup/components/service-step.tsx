import { useTranslation } from 'react-i18next';
import type { Service } from '../../../../contracts/services.ts';
import { ServiceForm } from '../../../components/service-form.tsx';
import { useCreateService } from '../../../lib/api/services.ts';
import type { Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { StepFooter } from './step-footer.tsx';

/** Step 3: a first service (name, duration and price), in the services page's own form. */
export function ServiceStep({ currency, onDone }: { currency: Currency; onDone: (service?: Service) => void }) {
  const { t } = useTranslation();
  const create = useCreateService();
  return (
    <ServiceForm
      service={null}
      currency={currency}
      essentials
      startingDuration="30"
      save={(body) => create.mutateAsync(body)}
      saveErrorTitle={t('setup.toasts.saveError')}
      onSaved={(service) => {
        showToast('success', t('services.toasts.created'), service.name);
        onDone(service);
      }}
      footer={({ submitting }) => <StepFooter onSkip={() => onDone()} submitting={submitting} />}
      label={t('setup.steps.service')}
      className="flex flex-col"
    />
  );
}
