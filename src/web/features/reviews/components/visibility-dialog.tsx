import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hideReviewBodySchema, type Review } from '../../../../contracts/reviews.ts';
import { describeIssue } from '../../../../contracts/validation-messages.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useHideReview } from '../api/hide-review.ts';

/** The contract's limit on a reason for hiding. */
const REASON_MAX_LENGTH = 500;

/**
 * Hiding a review asks for the reason (it stays stored, marked hidden, and counted apart); showing
 * one again asks first too.
 */
export function VisibilityDialog({
  review,
  open,
  onOpenChange,
}: {
  review: Review;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hide = useHideReview();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hiding = review.hidden === null;

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setProblem(null);
    }
    onOpenChange(next);
  };

  const confirm = async () => {
    const body = hiding ? { hidden: true, reason } : { hidden: false };
    const checked = hideReviewBodySchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem(issue ? describeIssue(issue, currentLanguage()) : t('errors.unexpected'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    try {
      await hide.mutateAsync({ id: review.id, body });
      showToast('success', hiding ? t('reviews.visibility.hidden') : t('reviews.visibility.shown'));
      close(false);
    } catch (error) {
      showToast(
        'error',
        hiding ? t('reviews.visibility.hideError') : t('reviews.visibility.showError'),
        errorMessage(error),
      );
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={hiding ? t('reviews.visibility.hideTitle') : t('reviews.visibility.showTitle')}
      description={hiding ? t('reviews.visibility.hideDescription') : t('reviews.visibility.showDescription')}
      confirmLabel={hiding ? t('reviews.visibility.hideConfirm') : t('reviews.visibility.showConfirm')}
      pendingLabel={t('reviews.visibility.pending')}
      pending={hide.isPending}
      variant={hiding ? 'destructive' : 'default'}
      onConfirm={() => void confirm()}
    >
      {hiding && (
        <div className="mt-4 space-y-2">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-foreground">
            {t('reviews.visibility.reason')}
          </label>
          <Textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            aria-invalid={problem ? true : undefined}
            aria-describedby={[`${id}-hint`, problem ? `${id}-error` : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t('reviews.visibility.reasonHint')}
          </p>
          <FieldError id={`${id}-error`} message={problem ?? undefined} />
        </div>
      )}
    </ConfirmDialog>
  );
}
