import { FileDown, ShieldCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { downloadClientData, type ClientDataFormat } from '../api/export-client-data.ts';
import { EraseClientDialog } from './erase-client-dialog.tsx';

/**
 * The owner's answers to a client's requests about their data (LGPD/GDPR): a copy of everything
 * the business holds about them, as JSON or CSV, and the erasure of their personal data.
 */
export function ClientPrivacyCard({ client }: { client: { id: string; fullName: string } }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<ClientDataFormat | null>(null);
  const [erasing, setErasing] = useState(false);

  const exportAs = async (format: ClientDataFormat) => {
    setExporting(format);
    try {
      await downloadClientData(client.id, format);
    } catch (error) {
      showToast('error', t('clients.privacy.exportError'), errorMessage(error));
    } finally {
      setExporting(null);
    }
  };

  const exportButton = (format: ClientDataFormat, label: string) => (
    <Button
      variant="outline"
      // On a phone a long label wraps inside the button instead of running over its edge.
      className="max-sm:h-auto max-sm:min-h-10 max-sm:whitespace-normal max-sm:py-2"
      onClick={() => void exportAs(format)}
      disabled={exporting !== null}
      aria-busy={exporting === format || undefined}
    >
      <FileDown aria-hidden="true" />
      {exporting === format ? t('clients.privacy.exporting') : label}
    </Button>
  );

  return (
    <Card role="region" aria-labelledby="client-privacy">
      <CardHeader className="pb-3">
        <CardTitle id="client-privacy" className="flex items-center gap-2 text-lg">
          <ShieldCheck className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('clients.privacy.title')}
        </CardTitle>
        <CardDescription>{t('clients.privacy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {exportButton('json', t('clients.privacy.exportJson'))}
        {exportButton('csv', t('clients.privacy.exportCsv'))}
        <Button
          variant="outline"
          className="text-destructive! hover:bg-destructive/10! sm:ml-auto"
          onClick={() => setErasing(true)}
        >
          <UserX aria-hidden="true" />
          {t('clients.privacy.erase')}
        </Button>
      </CardContent>
      <EraseClientDialog open={erasing} onOpenChange={setErasing} client={client} />
    </Card>
  );
}
