import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { whatsappConsentWords } from '../../contracts/whatsapp-consent.ts';
import { Checkbox } from './ui/checkbox.tsx';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * The front desk's box for a client who agreed to appointment messages on WhatsApp: unchecked
 * until someone checks it. Its label is the very words the server keeps with the consent.
 */
export function WhatsAppConsentCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3">
      <Checkbox
        id={`${id}-whatsapp`}
        className="mt-0.5 size-5"
        checked={checked}
        aria-describedby={`${id}-whatsapp-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="space-y-0.5">
        <label htmlFor={`${id}-whatsapp`} className="block cursor-pointer text-sm font-medium text-foreground">
          {whatsappConsentWords('front-desk', currentLanguage())}
        </label>
        <p id={`${id}-whatsapp-hint`} className="text-xs text-muted-foreground">
          {t('clients.whatsapp.consentHint')}
        </p>
      </div>
    </div>
  );
}

/** The consent the API takes when the box is checked: the words shown, in the language shown. */
export const frontDeskConsent = () => ({ words: 'front-desk' as const, language: currentLanguage() });
