import { useId } from 'react';
import { Label } from '../../components/ui/label.tsx';
import { qrCodeDataUrl } from '../../lib/qr-code-svg.ts';
import { useDepositI18n } from '../i18n/deposit-i18n.ts';
import { CopyLinkButton } from './copy-link-button.tsx';

/** A deposit's PIX code for the customer's bank app: the QR code to scan and the same code as "copia e cola" text. */
export function PixPayment({ code, amount }: { code: string; amount: string }) {
  const { tr } = useDepositI18n();
  const id = useId();
  const image = qrCodeDataUrl(code);
  return (
    <div className="space-y-3" data-testid="deposit-pix">
      <p className="text-sm text-muted-foreground">{tr('deposit.pay.pixHowTo')}</p>
      {image && (
        <img
          src={image}
          alt={tr('deposit.pay.qrAlt', { amount })}
          className="mx-auto block size-56 max-w-full rounded-lg border border-border bg-white"
          data-testid="deposit-pix-qr"
        />
      )}
      <div className="space-y-2">
        <Label htmlFor={`${id}-code`}>{tr('deposit.pay.copyPaste')}</Label>
        <textarea
          id={`${id}-code`}
          readOnly
          value={code}
          // Without clipboard access the code is there to select and copy by hand.
          onFocus={(event) => event.currentTarget.select()}
          className="block h-20 w-full resize-none rounded-lg border border-input bg-card px-3 py-2 font-mono text-xs break-all text-foreground"
        />
        <CopyLinkButton url={code} label={tr('deposit.pay.copy')} copiedLabel={tr('deposit.pay.copied')} />
      </div>
    </div>
  );
}
