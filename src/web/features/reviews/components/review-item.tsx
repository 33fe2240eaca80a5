import { Eye, EyeOff, MessageSquareReply, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../../contracts/reviews.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { formatReviewDate } from '../lib/review-dates.ts';
import { ReplyForm } from './reply-form.tsx';
import { VisibilityDialog } from './visibility-dialog.tsx';

/**
 * One review as the business sees it. The comment and the reply are plain text, shown as text:
 * never as markup, and their links are not made clickable.
 */
export function ReviewItem({ review, isOwner }: { review: Review; isOwner: boolean }) {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const date = (instant: string) => formatReviewDate(instant, me.business.timeZone, language);
  const [replying, setReplying] = useState(false);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  // Back from the reply form (saved or not), the focus returns to the button that opened it.
  const closeReply = () => {
    setReplying(false);
    requestAnimationFrame(() => replyButtonRef.current?.focus());
  };
  const [changingVisibility, setChangingVisibility] = useState(false);
  const edited = review.updatedAt.slice(0, 16) !== review.createdAt.slice(0, 16);

  return (
    <article
      aria-labelledby={`review-${review.id}`}
      className={cn('rounded-xl border border-border p-4', review.hidden ? 'border-dashed bg-muted/40' : 'bg-card')}
      data-testid="review-item"
      data-review-id={review.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1">
          <Stars
            rating={review.rating}
            label={t('reviews.item.rating', { count: review.rating })}
            className="text-base"
          />
          <h3 id={`review-${review.id}`} className="font-semibold text-foreground [overflow-wrap:anywhere]">
            {review.clientName}
          </h3>
          {review.hidden && (
            <Badge variant="outline" className="gap-1">
              <EyeOff className="size-3" aria-hidden="true" />
              {t('reviews.item.hiddenBadge')}
            </Badge>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {date(review.createdAt)}
          {edited && ` · ${t('reviews.item.edited')}`}
        </p>
      </div>
      <p className="mt-1 text-xs text-muted-foreground [overflow-wrap:anywhere]">
        {t('reviews.item.visit', {
          service: review.serviceName,
          professional: review.professionalName,
          date: date(review.visitedAt),
        })}
      </p>

      {review.comment ? (
        <p
          className="mt-3 text-sm whitespace-pre-line text-foreground [overflow-wrap:anywhere]"
          data-testid="review-comment"
        >
          {review.comment}
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground italic">{t('reviews.item.noComment')}</p>
      )}

      {review.hidden && (
        <p
          className="mt-3 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground [overflow-wrap:anywhere]"
          data-testid="review-hidden-note"
        >
          {t('reviews.item.hiddenNote', { date: date(review.hidden.hiddenAt), reason: review.hidden.reason })}
        </p>
      )}

      {replying ? (
        <ReplyForm review={review} onDone={closeReply} />
      ) : (
        review.reply && (
          <div className="mt-3 border-l-2 border-primary/40 pl-3" data-testid="review-reply">
            <p className="text-xs font-semibold text-foreground">
              {t('reviews.item.reply', { name: me.business.name })}
              <span className="font-normal text-muted-foreground"> · {date(review.reply.repliedAt)}</span>
            </p>
            <p className="mt-1 text-sm whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
              {review.reply.text}
            </p>
          </div>
        )
      )}

      {isOwner && !replying && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button ref={replyButtonRef} variant="outline" size="sm" onClick={() => setReplying(true)}>
            {review.reply ? <Pencil aria-hidden="true" /> : <MessageSquareReply aria-hidden="true" />}
            {review.reply ? t('reviews.reply.edit') : t('reviews.reply.write')}
            <span className="sr-only"> · {review.clientName}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setChangingVisibility(true)}>
            {review.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
            {review.hidden ? t('reviews.visibility.show') : t('reviews.visibility.hide')}
            <span className="sr-only"> · {review.clientName}</span>
          </Button>
        </div>
      )}
      {isOwner && <VisibilityDialog review={review} open={changingVisibility} onOpenChange={setChangingVisibility} />}
    </article>
  );
}
