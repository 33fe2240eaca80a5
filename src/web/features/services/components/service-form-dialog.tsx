import { useTranslation } from 'react-i18next';
import type { Service } from '../../../../contracts/services.ts';
import { ServiceForm } from '../../../components/service-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useCreateService } from '../../../lib/api/services.ts';
import type { Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateService } from '../api/update-service.ts';

/** Creates a service (`service` null) or edits one; a sheet on phones. */
export function ServiceFormDialog({
  open,
  onOpenChange,
  service,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: Service | null;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const create = useCreateService();
  const update = useUpdateService();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet">
        <DialogTitle>{service ? t('services.form.editTitle') : t('services.form.createTitle')}</DialogTitle>
        <DialogDescription>{t('services.form.description')}</DialogDescription>
        {/* Mounted while open only, so every opening starts from the service's values. */}
        <ServiceForm
          service={service}
          currency={currency}
          save={(body) => (service ? update.mutateAsync({ id: service.id, body }) : create.mutateAsync(body))}
          saveErrorTitle={t('services.toasts.saveError')}
          onSaved={(saved) => {
            showToast('success', service ? t('services.toasts.updated') : t('services.toasts.created'), saved.name);
            close();
          }}
          footer={({ submitting }) => (
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? t('common.saving') : t('common.save')}
              </Button>
            </DialogFooter>
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
