import type { UseQueryResult } from '@tanstack/react-query';
import { Copy, Download, ExternalLink, MessageCircle } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewSettings } from '../../../../contracts/reviews.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { qrCodeDataUrl } from '../../../lib/qr-code-svg.ts';
import { showToast } from '../../../lib/toast.ts';
import { QueryContent, Section } from './section.tsx';

/** The business's public review page (`/avaliar/b/{id}`): copy it, open it, share it on WhatsApp, print its QR code. */
export function PublicLinkSection({
  settings,
  businessName,
}: {
  settings: UseQueryResult<ReviewSettings>;
  businessName: string;
}) {
  const { t } = useTranslation();
  return (
    <Section id="reviews-link" title={t('reviews.link.title')} description={t('reviews.link.description')}>
      <QueryContent query={settings}>
        {(data) => <PublicLink url={data.publicUrl} businessName={businessName} enabled={data.enabled} />}
      </QueryContent>
    </Section>
  );
}

function PublicLink({ url, businessName, enabled }: { url: string; businessName: string; enabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const qrCode = useMemo(() => qrCodeDataUrl(url), [url]);
  const whatsappText = t('reviews.link.whatsappMessage', { name: businessName, url });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', t('reviews.link.copied'));
    } catch {
      showToast('error', t('reviews.link.copyFailed'));
    }
  };

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-3">
        <label htmlFor={`${id}-url`} className="text-sm font-medium text-foreground">
          {t('reviews.link.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-url`}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
            data-testid="reviews-public-url"
          />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t('reviews.link.copy')}
          </Button>
        </div>
        {!enabled && <p className="text-sm text-muted-foreground">{t('reviews.link.disabledHint')}</p>}
        <div className="flex flex-wrap gap-2">
          <a
            href={`https://wa.me/?text=${encodeURIComponent(whatsappText)}`}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ variant: 'default' })}
          >
            <MessageCircle aria-hidden="true" />
            {t('reviews.link.whatsapp')}
          </a>
          <a href={url} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline' })}>
            <ExternalLink aria-hidden="true" />
            {t('reviews.link.open')}
          </a>
        </div>
      </div>
      {qrCode && (
        <figure className="flex flex-col items-center gap-2 self-center rounded-xl border border-border bg-white p-3 sm:self-start">
          <img
            src={qrCode}
            alt={t('reviews.link.qrAlt')}
            width={160}
            height={160}
            className="size-40"
            data-testid="reviews-qr-code"
          />
          <figcaption className="max-w-40 text-center text-xs text-neutral-700">
            {t('reviews.link.qrCaption')}
          </figcaption>
          <a
            href={qrCode}
            download="avaliacoes-qr-code.svg"
            className="inline-flex items-center gap-1 rounded text-xs font-medium text-violet-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Download className="size-3.5" aria-hidden="true" />
            {t('reviews.link.qrDownload')}
          </a>
        </figure>
      )}
    </div>
  );
}
