import '../i18n/register-translations.ts';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useComanda } from '../api/get-comanda.ts';
import { ComandaBackLink } from '../components/comanda-back-link.tsx';
import { Receipt } from '../components/receipt.tsx';
import { SendReceipt } from '../components/send-receipt.tsx';
import { comandaPath } from '../lib/paths.ts';

/*
 * Printing the receipt leaves out the app's frame (the sidebar, the phone's header, toasts) and
 * this page's own buttons: only the receipt goes on paper, at the page's width.
 */
const RECEIPT_PRINT_CSS = `
@media print {
  @page { margin: 10mm; }
  html, body { background: #fff !important; }
  aside, body header, [data-sonner-toaster] { display: none !important; }
  div:has(> #main) { padding-left: 0 !important; }
  #main { max-width: none !important; margin: 0 !important; padding: 0 !important; }
}
`;

/** /comandas/:id/recibo: the comanda's receipt, ready for the browser's print (window.print). */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const comanda = useComanda(id);

  return (
    <div className="space-y-6" data-testid="receipt-page">
      <style>{RECEIPT_PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ComandaBackLink to={comandaPath(id)} label={t('counter.receipt.back')} />
        <Button onClick={() => window.print()} disabled={!comanda.isSuccess}>
          <Printer aria-hidden="true" />
          {t('counter.receipt.print')}
        </Button>
      </div>
      {comanda.isPending ? (
        <LoadingScreen fullScreen={false} />
      ) : comanda.isError ? (
        <ErrorState
          message={comanda.error instanceof ApiError ? comanda.error.message : undefined}
          onRetry={() => void comanda.refetch()}
          retrying={comanda.isFetching}
        />
      ) : (
        <>
          <title>{`${t('counter.receipt.title', { number: comanda.data.number })} · Agendo`}</title>
          <Receipt comanda={comanda.data} />
          {comanda.data.status === 'closed' && <SendReceipt comanda={comanda.data} />}
        </>
      )}
    </div>
  );
}
