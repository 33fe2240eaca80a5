import { DoorClosed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSED_BUSINESS_RETENTION_DAYS } from '../../../../core/business-closing.ts';
import { BusinessExportButton } from '../../../components/business-export-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CloseBusinessDialog } from './close-business-dialog.tsx';

/** 'Dados e encerramento': the owner's copy of all the data, and closing the business. */
export function DataAndClosing({ businessName, timeZone }: { businessName: string; timeZone: string }) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState(false);
  return (
    <div className="divide-y divide-border rounded-xl border border-border">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-foreground">{t('settings.closing.downloadTitle')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('settings.closing.downloadText')}</p>
        </div>
        <BusinessExportButton className="w-full sm:w-auto" />
      </div>
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-destructive">{t('settings.closing.closeTitle')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('settings.closing.closeText', { days: CLOSED_BUSINESS_RETENTION_DAYS })}
          </p>
        </div>
        <Button
          variant="destructive"
          className="w-full sm:w-auto"
          onClick={() => setClosing(true)}
          aria-haspopup="dialog"
        >
          <DoorClosed aria-hidden="true" />
          {t('settings.closing.closeButton')}
        </Button>
      </div>
      <CloseBusinessDialog open={closing} onOpenChange={setClosing} businessName={businessName} timeZone={timeZone} />
    </div>
  );
}
