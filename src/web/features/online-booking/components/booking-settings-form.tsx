import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  updateOnlineBookingSettingsBodySchema,
  type OnlineBookingSettings,
} from '../../../../contracts/online-booking.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { wholeNumberField } from '../../../lib/form-fields.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateOnlineBookingSettings } from '../api/update-online-booking-settings.ts';
import {
  CANCEL_UNTIL_CHOICES,
  choicesWith,
  formatSpan,
  MIN_NOTICE_CHOICES,
  SLOT_STEP_CHOICES,
  WAITLIST_OFFER_CHOICES,
} from '../lib/durations.ts';

const contract = updateOnlineBookingSettingsBodySchema.shape;
/** A <select>'s text as the number the contract expects. */
const chosenNumber = <Target extends z.ZodType<number, number>>(target: Target) =>
  z.string().transform(Number).pipe(target);

const settingsSchema = z.object({
  welcomeMessage: contract.welcomeMessage,
  windowDays: wholeNumberField(contract.windowDays.unwrap()),
  minNoticeMinutes: chosenNumber(contract.minNoticeMinutes.unwrap()),
  slotStepMinutes: chosenNumber(contract.slotStepMinutes.unwrap()),
  cancelUntilHours: chosenNumber(contract.cancelUntilHours.unwrap()),
  waitlistOfferMinutes: chosenNumber(contract.waitlistOfferMinutes.unwrap()),
  requirePhone: z.boolean(),
  requireEmail: z.boolean(),
  autoConfirm: z.boolean(),
});

function formValues(settings: OnlineBookingSettings) {
  return {
    welcomeMessage: settings.welcomeMessage ?? '',
    windowDays: String(settings.windowDays),
    minNoticeMinutes: String(settings.minNoticeMinutes),
    slotStepMinutes: String(settings.slotStepMinutes),
    cancelUntilHours: String(settings.cancelUntilHours),
    waitlistOfferMinutes: String(settings.waitlistOfferMinutes),
    requirePhone: settings.requirePhone,
    requireEmail: settings.requireEmail,
    autoConfirm: settings.autoConfirm,
  };
}

/** What a customer sees and may do: welcome, how far ahead, what to ask for, confirmation, notice, times, cancelling. */
export function BookingSettingsForm({ settings }: { settings: OnlineBookingSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const language = currentLanguage();
  const update = useUpdateOnlineBookingSettings();
  const form = useForm({ resolver: formResolver(settingsSchema), defaultValues: formValues(settings) });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      form.reset(formValues(saved));
      showToast('success', t('onlineBooking.toasts.saved'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', t('onlineBooking.toasts.saveError'), errorMessage(error));
    }
  });

  const described = (name: string, hasHint: boolean, message: string | undefined) =>
    [hasHint ? `${id}-${name}-hint` : '', message ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  const select = (
    name: 'minNoticeMinutes' | 'slotStepMinutes' | 'cancelUntilHours' | 'waitlistOfferMinutes',
    options: { value: number; label: string }[],
  ) => {
    const message = fieldMessage(errors[name]?.message);
    return (
      <div className="space-y-2">
        <Label htmlFor={`${id}-${name}`}>{t(`onlineBooking.settings.${name}`)}</Label>
        <NativeSelect
          id={`${id}-${name}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={described(name, true, message)}
          {...form.register(name)}
        >
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {t(`onlineBooking.settings.${name}Hint`)}
        </p>
        <FieldError id={`${id}-${name}-error`} message={message} />
      </div>
    );
  };

  const welcomeMessage = fieldMessage(errors.welcomeMessage?.message);
  const windowDays = fieldMessage(errors.windowDays?.message);

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-6"
      aria-label={t('onlineBooking.settings.title')}
    >
      <div className="space-y-2">
        <Label htmlFor={`${id}-welcomeMessage`}>
          {t('onlineBooking.settings.welcomeMessage')}
          <span className="font-normal text-muted-foreground">{` ${t('common.optional')}`}</span>
        </Label>
        <Textarea
          id={`${id}-welcomeMessage`}
          rows={3}
          maxLength={500}
          placeholder={t('onlineBooking.settings.welcomePlaceholder')}
          aria-invalid={welcomeMessage ? true : undefined}
          aria-describedby={described('welcomeMessage', true, welcomeMessage)}
          {...form.register('welcomeMessage')}
        />
        <p id={`${id}-welcomeMessage-hint`} className="text-xs text-muted-foreground">
          {t('onlineBooking.settings.welcomeMessageHint')}
        </p>
        <FieldError id={`${id}-welcomeMessage-error`} message={welcomeMessage} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-windowDays`}>{t('onlineBooking.settings.windowDays')}</Label>
          <div className="relative">
            <Input
              id={`${id}-windowDays`}
              inputMode="numeric"
              autoComplete="off"
              className="pr-14"
              aria-invalid={windowDays ? true : undefined}
              aria-describedby={described('windowDays', true, windowDays)}
              {...form.register('windowDays')}
            />
            <span
              className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
              aria-hidden="true"
            >
              {t('onlineBooking.settings.days')}
            </span>
          </div>
          <p id={`${id}-windowDays-hint`} className="text-xs text-muted-foreground">
            {t('onlineBooking.settings.windowDaysHint')}
          </p>
          <FieldError id={`${id}-windowDays-error`} message={windowDays} />
        </div>
        {select(
          'minNoticeMinutes',
          choicesWith(MIN_NOTICE_CHOICES, settings.minNoticeMinutes).map((minutes) => ({
            value: minutes,
            label: minutes === 0 ? t('onlineBooking.settings.noNotice') : formatSpan(minutes, language),
          })),
        )}
        {select(
          'slotStepMinutes',
          SLOT_STEP_CHOICES.map((minutes) => ({
            value: minutes,
            label: t('onlineBooking.settings.every', { span: formatSpan(minutes, language) }),
          })),
        )}
        {select(
          'cancelUntilHours',
          choicesWith(CANCEL_UNTIL_CHOICES, settings.cancelUntilHours).map((hours) => ({
            value: hours,
            label:
              hours === 0
                ? t('onlineBooking.settings.untilStart')
                : t('onlineBooking.settings.before', { span: formatSpan(hours * 60, language) }),
          })),
        )}
        {select(
          'waitlistOfferMinutes',
          choicesWith(WAITLIST_OFFER_CHOICES, settings.waitlistOfferMinutes).map((minutes) => ({
            value: minutes,
            label: formatSpan(minutes, language),
          })),
        )}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-foreground">{t('onlineBooking.settings.askFor')}</legend>
        {(['requirePhone', 'requireEmail'] as const).map((name) => (
          <div key={name} className="flex items-start gap-3">
            <Checkbox
              id={`${id}-${name}`}
              className="mt-0.5"
              aria-describedby={`${id}-${name}-hint`}
              {...form.register(name)}
            />
            <div>
              <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-foreground">
                {t(`onlineBooking.settings.${name}`)}
              </label>
              <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
                {t(`onlineBooking.settings.${name}Hint`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>

      <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-4">
        <div className="min-w-0">
          <label htmlFor={`${id}-autoConfirm`} className="font-medium text-foreground">
            {t('onlineBooking.settings.autoConfirm')}
          </label>
          <ul id={`${id}-autoConfirm-hint`} className="mt-1 space-y-0.5 text-sm text-muted-foreground">
            <li>{t('onlineBooking.settings.autoConfirmOn')}</li>
            <li>{t('onlineBooking.settings.autoConfirmOff')}</li>
          </ul>
        </div>
        <Controller
          control={form.control}
          name="autoConfirm"
          render={({ field }) => (
            <Switch
              id={`${id}-autoConfirm`}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={`${id}-autoConfirm-hint`}
            />
          )}
        />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="ghost"
          disabled={isSubmitting || !isDirty}
          onClick={() => form.reset(formValues(settings))}
        >
          {t('onlineBooking.settings.discard')}
        </Button>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t('common.saving') : t('onlineBooking.settings.save')}
        </Button>
      </div>
    </form>
  );
}
