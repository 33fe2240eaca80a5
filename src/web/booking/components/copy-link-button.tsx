import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useI18n } from '../i18n/i18n.ts';

/**
 * Copies a link (or, with its own `label` and `copiedLabel`, any text: a PIX code); says so on the
 * button for a moment (and to screen readers, through the live region).
 */
export function CopyLinkButton({ url, label, copiedLabel }: { url: string; label?: string; copiedLabel?: string }) {
  const { tr } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => {
            setCopied(true);
            window.setTimeout(() => setCopied(false), 2500);
          });
        }}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {label ?? tr('confirmation.copyLink')}
      </Button>
      <span role="status" className="sr-only">
        {copied ? (copiedLabel ?? tr('confirmation.copied')) : ''}
      </span>
    </>
  );
}
