import { Copy, Download, ExternalLink, MessageCircle } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { showToast } from '../../../lib/toast.ts';
import { qrCodeDataUrl } from '../../../lib/qr-code-svg.ts';

/** The public link: copy it, open it, and — while online booking is on — share it on WhatsApp or print its QR code. */
export function BookingLinkCard({
  publicUrl,
  businessName,
  enabled,
}: {
  publicUrl: string;
  businessName: string;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const whatsappText = t('onlineBooking.link.whatsappMessage', { name: businessName, url: publicUrl });
  const qrCode = useMemo(() => qrCodeDataUrl(publicUrl), [publicUrl]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(publicUrl);
      showToast('success', t('onlineBooking.link.copied'));
    } catch {
      showToast('error', t('onlineBooking.link.copyFailed'));
    }
  };

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-3">
        <label htmlFor={`${id}-url`} className="text-sm font-medium text-foreground">
          {t('onlineBooking.link.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-url`}
            readOnly
            value={publicUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
          />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t('onlineBooking.link.copy')}
          </Button>
        </div>
        {!enabled && (
          <p className="text-sm text-muted-foreground" data-testid="booking-link-off">
            {t('onlineBooking.link.disabledHint')}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {/* Sharing a link that takes no bookings would send clients to a closed page. */}
          {enabled && (
            <a
              href={`https://wa.me/?text=${encodeURIComponent(whatsappText)}`}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ variant: 'default' })}
            >
              <MessageCircle aria-hidden="true" />
              {t('onlineBooking.link.whatsapp')}
            </a>
          )}
          <a href={publicUrl} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline' })}>
            <ExternalLink aria-hidden="true" />
            {t('onlineBooking.link.open')}
          </a>
        </div>
      </div>
      {enabled && qrCode && (
        <figure className="flex flex-col items-center gap-2 self-center rounded-xl border border-border bg-white p-3 sm:self-start">
          <img
            src={qrCode}
            alt={t('onlineBooking.link.qrAlt')}
            width={176}
            height={176}
            className="size-44"
            data-testid="booking-qr-code"
          />
          <figcaption className="max-w-44 text-center text-xs text-neutral-700">
            {t('onlineBooking.link.qrCaption')}
          </figcaption>
          <a
            href={qrCode}
            download="agendamento-qr-code.svg"
            className="inline-flex items-center gap-1 rounded text-xs font-medium text-violet-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Download className="size-3.5" aria-hidden="true" />
            {t('onlineBooking.link.qrDownload')}
          </a>
        </figure>
      )}
    </div>
  );
}
