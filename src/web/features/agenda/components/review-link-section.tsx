import { CircleCheck, Copy, MessageCircle, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentReviewLink } from '../../../../contracts/reviews.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatDay, localDateOf } from '../../../lib/local-date.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * A completed appointment's personal review link: whether the client has reviewed, the link to
 * copy, and WhatsApp's click-to-chat with the message in the client's language when they have a
 * phone — so a business without e-mail addresses can ask too.
 */
export function ReviewLinkSection({ link, timeZone }: { link: AppointmentReviewLink; timeZone: string }) {
  const { t } = useTranslation();
  const id = useId();
  const validUntil = formatDay(localDateOf(link.expiresAt, timeZone), currentLanguage(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      showToast('success', t('agenda.panel.review.copied'));
    } catch {
      showToast('error', t('agenda.panel.review.copyFailed'));
    }
  };

  return (
    <section
      className="mt-6 space-y-3 border-t border-border pt-5"
      aria-labelledby={`${id}-title`}
      data-testid="panel-review"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-foreground">
        {t('agenda.panel.review.title')}
      </h3>
      <div className="flex items-start gap-2 text-sm" data-testid="panel-review-state" data-reviewed={link.reviewed}>
        {link.reviewed ? (
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <Star className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <div>
          <p className="font-medium text-foreground">
            {link.reviewed ? t('agenda.panel.review.reviewed') : t('agenda.panel.review.notReviewed')}
          </p>
          <p className="text-muted-foreground">
            {link.reviewed ? t('agenda.panel.review.reviewedHint') : t('agenda.panel.review.notReviewedHint')}
          </p>
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-url`} className="text-xs font-medium text-muted-foreground">
          {t('agenda.panel.review.linkLabel')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-url`}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={link.reviewed ? undefined : `${id}-until`}
            className="font-mono text-sm"
            data-testid="panel-review-url"
          />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t('agenda.panel.review.copy')}
          </Button>
        </div>
        {/* Once reviewed, the link edits the review for 7 days whatever its own validity. */}
        {!link.reviewed && (
          <p id={`${id}-until`} className="text-xs text-muted-foreground">
            {t('agenda.panel.review.validUntil', { date: validUntil })}
          </p>
        )}
      </div>
      {link.whatsappUrl ? (
        <a
          href={link.whatsappUrl}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'default' })}
          data-testid="panel-review-whatsapp"
        >
          <MessageCircle aria-hidden="true" />
          {t('agenda.panel.review.whatsapp')}
        </a>
      ) : (
        <p className="text-xs text-muted-foreground">{t('agenda.panel.review.noPhone')}</p>
      )}
    </section>
  );
}
