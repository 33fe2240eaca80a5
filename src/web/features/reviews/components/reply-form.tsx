import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { replyToReviewBodySchema, type Review } from '../../../../contracts/reviews.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';

/** The contract's limit on a reply, which the field also enforces as it is typed. */
export const REPLY_MAX_LENGTH = 1000;

/** The business's one public reply to a review: written, or changed. */
export function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const reply = useReplyToReview();
  const form = useForm({
    resolver: formResolver(replyToReviewBodySchema),
    defaultValues: { text: review.reply?.text ?? '' },
  });
  const length = useWatch({ control: form.control, name: 'text' }).length;
  const message = fieldMessage(form.formState.errors.text?.message);
  const number = new Intl.NumberFormat(currentLanguage());

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await reply.mutateAsync({ id: review.id, body });
      showToast('success', t('reviews.reply.saved'));
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError) === 0)
        showToast('error', t('reviews.reply.saveError'), errorMessage(error));
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-3 space-y-2"
      aria-label={t('reviews.reply.formLabel', { name: review.clientName })}
    >
      <label htmlFor={`${id}-text`} className="text-sm font-medium text-foreground">
        {t('reviews.reply.label')}
      </label>
      <Textarea
        id={`${id}-text`}
        rows={3}
        maxLength={REPLY_MAX_LENGTH}
        // The person just asked to write: take them there.
        autoFocus
        aria-invalid={message ? true : undefined}
        aria-describedby={[`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ')}
        {...form.register('text')}
      />
      <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        <p id={`${id}-hint`}>{t('reviews.reply.hint')}</p>
        <p className="tabular-nums" aria-hidden="true">
          {number.format(length)}/{number.format(REPLY_MAX_LENGTH)}
        </p>
      </div>
      <FieldError id={`${id}-error`} message={message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('reviews.reply.saving') : t('reviews.reply.save')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={form.formState.isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
