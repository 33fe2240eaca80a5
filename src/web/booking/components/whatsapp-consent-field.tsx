import { useId } from 'react';
import { BOOKING_PAGE_CONSENT_WORDS } from '../../../contracts/whatsapp-consent.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { useI18n } from '../i18n/i18n.ts';

/**
 * The customer's consent to WhatsApp messages: unchecked until they check it; the words beside the
 * box are the ones the server keeps with the consent.
 */
export function WhatsAppConsentField({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { tr, language } = useI18n();
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3">
      <Checkbox
        id={`${id}-whatsapp`}
        name="whatsapp"
        className="mt-0.5 size-5"
        checked={checked}
        aria-describedby={`${id}-whatsapp-hint`}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <div className="space-y-0.5">
        <label htmlFor={`${id}-whatsapp`} className="block cursor-pointer text-sm font-medium text-foreground">
          {BOOKING_PAGE_CONSENT_WORDS[language]}
        </label>
        <p id={`${id}-whatsapp-hint`} className="text-xs text-muted-foreground">
          {tr('details.whatsappHint')}
        </p>
      </div>
    </div>
  );
}
