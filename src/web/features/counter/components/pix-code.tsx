import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { qrCodeDataUrl } from '../../../lib/qr-code-svg.ts';
import { showToast } from '../../../lib/toast.ts';
import type { PixCode } from '../lib/payment-rows.ts';
import { useMoney } from '../lib/use-money.ts';

/** A PIX code for the customer's bank app: the QR code to scan and the same code as "copia e cola" text. */
export function PixCodeView({ pix }: { pix: PixCode }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const id = useId();
  const image = qrCodeDataUrl(pix.payload);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.payload);
      showToast('success', t('counter.pix.copied'));
    } catch {
      // Without clipboard access the text stays selected, to copy by hand.
      (document.getElementById(`${id}-payload`) as HTMLTextAreaElement | null)?.select();
      showToast('info', t('counter.pix.copyByHand'));
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-border bg-background p-3" data-testid="pix-code">
      {image && (
        <img
          src={image}
          alt={t('counter.pix.qrAlt', { amount: money(pix.amountCents) })}
          className="mx-auto block size-56 max-w-full rounded-lg bg-white"
          data-testid="pix-qr"
        />
      )}
      <div className="space-y-2">
        <Label htmlFor={`${id}-payload`}>{t('counter.pix.copyPaste')}</Label>
        <textarea
          id={`${id}-payload`}
          readOnly
          value={pix.payload}
          onFocus={(event) => event.currentTarget.select()}
          className="block h-20 w-full resize-none break-all rounded-lg border border-input bg-card px-3 py-2 font-mono text-xs text-foreground"
        />
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('counter.pix.copy')}
        </Button>
      </div>
    </div>
  );
}
