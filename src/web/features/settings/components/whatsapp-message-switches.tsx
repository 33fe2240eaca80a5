import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateWhatsAppSettingsBody } from '../../../../contracts/whatsapp-settings.ts';
import { SavedAtOnceSwitch } from '../../../components/saved-at-once-switch.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { leadTime, reminderChoices } from '../lib/whatsapp-previews.ts';

type Switchable = keyof Omit<UpdateWhatsAppSettingsBody, 'reminderHours'>;

/** Each message type's setting and the keys of its words (literal, so the translation tests see them). */
const SWITCHES: ReadonlyArray<{
  setting: Switchable;
  keys: Record<'label' | 'on' | 'off' | 'onHint' | 'offHint' | 'turnedOn' | 'turnedOff', string>;
}> = [
  {
    setting: 'sendConfirmation',
    keys: {
      label: 'whatsappSettings.types.confirmation.label',
      on: 'whatsappSettings.types.confirmation.on',
      off: 'whatsappSettings.types.confirmation.off',
      onHint: 'whatsappSettings.types.confirmation.onHint',
      offHint: 'whatsappSettings.types.confirmation.offHint',
      turnedOn: 'whatsappSettings.types.confirmation.turnedOn',
      turnedOff: 'whatsappSettings.types.confirmation.turnedOff',
    },
  },
  {
    setting: 'sendReminder',
    keys: {
      label: 'whatsappSettings.types.reminder.label',
      on: 'whatsappSettings.types.reminder.on',
      off: 'whatsappSettings.types.reminder.off',
      onHint: 'whatsappSettings.types.reminder.onHint',
      offHint: 'whatsappSettings.types.reminder.offHint',
      turnedOn: 'whatsappSettings.types.reminder.turnedOn',
      turnedOff: 'whatsappSettings.types.reminder.turnedOff',
    },
  },
  {
    setting: 'sendChangeNotice',
    keys: {
      label: 'whatsappSettings.types.change.label',
      on: 'whatsappSettings.types.change.on',
      off: 'whatsappSettings.types.change.off',
      onHint: 'whatsappSettings.types.change.onHint',
      offHint: 'whatsappSettings.types.change.offHint',
      turnedOn: 'whatsappSettings.types.change.turnedOn',
      turnedOff: 'whatsappSettings.types.change.turnedOff',
    },
  },
  {
    setting: 'sendReviewRequest',
    keys: {
      label: 'whatsappSettings.types.review.label',
      on: 'whatsappSettings.types.review.on',
      off: 'whatsappSettings.types.review.off',
      onHint: 'whatsappSettings.types.review.onHint',
      offHint: 'whatsappSettings.types.review.offHint',
      turnedOn: 'whatsappSettings.types.review.turnedOn',
      turnedOff: 'whatsappSettings.types.review.turnedOff',
    },
  },
];

/**
 * A switch per message type and the reminder's lead time, each saved at once (the saves queue one
 * after the other). While one runs the switches wait; the lead time's list stays usable, so the
 * arrow keys can walk through it.
 */
export function WhatsAppMessageSwitches({
  settings,
  save,
  pending,
  pendingChange,
}: {
  settings: UpdateWhatsAppSettingsBody;
  save: (change: Partial<UpdateWhatsAppSettingsBody>) => Promise<unknown>;
  pending: boolean;
  pendingChange: Partial<UpdateWhatsAppSettingsBody> | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const reminderHours = (pending ? pendingChange?.reminderHours : undefined) ?? settings.reminderHours;
  const when = (hours: number) => {
    const lead = leadTime(hours);
    return lead.unit === 'days'
      ? t('whatsappSettings.reminder.days', { count: lead.count })
      : t('whatsappSettings.reminder.hours', { count: lead.count });
  };

  const saveReminder = async (hours: number) => {
    try {
      await save({ reminderHours: hours });
      showToast('success', t('whatsappSettings.reminderSaved', { when: when(hours) }));
    } catch (error) {
      showToast('error', t('whatsappSettings.saveError'), errorMessage(error));
    }
  };

  return (
    <ul className="divide-y divide-border rounded-xl border border-border">
      {SWITCHES.map(({ setting, keys }) => (
        <li key={setting} className="p-4">
          <SavedAtOnceSwitch
            enabled={settings[setting]}
            save={(next) => save({ [setting]: next })}
            pending={pending}
            pendingValue={pendingChange?.[setting]}
            texts={{
              label: t(keys.label),
              on: t(keys.on),
              off: t(keys.off),
              onHint: t(keys.onHint),
              offHint: t(keys.offHint),
              turnedOn: t(keys.turnedOn),
              turnedOff: t(keys.turnedOff),
              saveError: t('whatsappSettings.saveError'),
            }}
          />
          {setting === 'sendReminder' && (
            <div className="mt-3 max-w-xs space-y-2">
              <Label htmlFor={`${id}-reminder`}>{t('whatsappSettings.reminderLabel')}</Label>
              <NativeSelect
                id={`${id}-reminder`}
                value={String(reminderHours)}
                aria-describedby={`${id}-reminder-hint`}
                onChange={(event) => void saveReminder(Number(event.target.value))}
              >
                {reminderChoices(settings.reminderHours).map((hours) => (
                  <option key={hours} value={String(hours)}>
                    {when(hours)}
                  </option>
                ))}
              </NativeSelect>
              <p id={`${id}-reminder-hint`} className="text-xs text-muted-foreground">
                {t('whatsappSettings.reminderHint')}
              </p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
