import { CalendarClock, ExternalLink, Send, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from '../../../../contracts/blog.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { TimeInput } from '../../../components/ui/time-input.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { checkSchedule, toDateTimeLocalValue } from '../lib/blog-schedule.ts';
import { BlogStatusBadge, formatBlogMoment } from './blog-post-status.tsx';

const SCHEDULE_PROBLEMS = {
  required: 'superAdmin.blog.publishing.scheduleRequired',
  invalid: 'superAdmin.blog.publishing.scheduleInvalid',
  past: 'superAdmin.blog.publishing.schedulePast',
} as const;

/**
 * Where a post stands and what can happen to it: publish now or at a time (a draft or a scheduled
 * post), back to draft after a confirmation (a published or scheduled one), and a look at the
 * published page. Publishing saves the post first when it has unsaved changes.
 */
export function BlogPublishCard({
  post,
  dirty,
  pending,
  onPublishNow,
  onSchedule,
  onUnpublish,
}: {
  /** Null while the post has never been saved. */
  post: BlogPost | null;
  dirty: boolean;
  /** An action is under way: the buttons wait. */
  pending: 'publish' | 'schedule' | 'save' | null;
  onPublishNow: () => void;
  /** `at`: ISO 8601 with the offset of the writer's clock, in the future. */
  onSchedule: (at: string) => void;
  /** Resolves true once the post is a draft again. */
  onUnpublish: () => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const now = useNow();
  const status = post?.status ?? 'draft';
  // 'YYYY-MM-DD' and 'HH:MM' on this computer's clock, read together as one datetime-local value.
  const [scheduleAt, setScheduleAt] = useState(() =>
    post?.status === 'scheduled' && post.publishedAt ? toDateTimeLocalValue(new Date(post.publishedAt)) : '',
  );
  const [scheduleDate, scheduleTime] = [scheduleAt.slice(0, 10), scheduleAt.slice(11, 16)];
  const scheduleValue = scheduleDate === '' && scheduleTime === '' ? '' : `${scheduleDate}T${scheduleTime}`;
  const changeSchedule = (date: string, time: string) => {
    setScheduleAt(`${date}T${time}`);
    setScheduleProblem(null);
  };
  const [scheduleProblem, setScheduleProblem] = useState<keyof typeof SCHEDULE_PROBLEMS | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [unpublishing, setUnpublishing] = useState(false);
  const busy = pending !== null;

  const schedule = () => {
    const check = checkSchedule(scheduleValue, new Date());
    if ('problem' in check) {
      setScheduleProblem(check.problem);
      document.getElementById(`${id}-at`)?.focus();
      return;
    }
    setScheduleProblem(null);
    onSchedule(check.at);
  };

  const when = post?.publishedAt ? formatBlogMoment(post.publishedAt, i18n.language, 'long') : '';
  const scheduleMessage = scheduleProblem ? t(SCHEDULE_PROBLEMS[scheduleProblem]) : undefined;

  return (
    <Card className="space-y-4 p-4 sm:p-5" aria-labelledby={`${id}-title`} role="region">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          {t('superAdmin.blog.publishing.title')}
        </h2>
        <BlogStatusBadge status={status} />
      </div>
      <p className="text-sm text-muted-foreground" data-testid="blog-post-state">
        {post === null
          ? t('superAdmin.blog.publishing.new')
          : status === 'draft'
            ? t('superAdmin.blog.publishing.draft')
            : status === 'scheduled'
              ? t('superAdmin.blog.publishing.scheduled', { when })
              : t('superAdmin.blog.publishing.published', { when })}
      </p>

      {status === 'published' && post && (
        <div className="flex flex-wrap gap-2">
          <a
            href={`/blog/${encodeURIComponent(post.slug)}`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" />
            {t('superAdmin.blog.publishing.view')}
            <span className="sr-only">{` ${t('superAdmin.blog.publishing.newTab')}`}</span>
          </a>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <Undo2 aria-hidden="true" />
            {t('superAdmin.blog.publishing.unpublish')}
          </Button>
        </div>
      )}

      {status !== 'published' && (
        <>
          {dirty && post !== null && (
            <p className="text-xs text-muted-foreground">{t('superAdmin.blog.publishing.savesFirst')}</p>
          )}
          <Button className="w-full" disabled={busy} onClick={onPublishNow}>
            <Send aria-hidden="true" />
            {pending === 'publish'
              ? t('superAdmin.blog.publishing.publishing')
              : t('superAdmin.blog.publishing.publishNow')}
          </Button>
          <div className="space-y-2 border-t border-border pt-4">
            <Label htmlFor={`${id}-at`}>{t('superAdmin.blog.publishing.scheduleLabel')}</Label>
            <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,8rem)] gap-2">
              <DateInput
                id={`${id}-at`}
                value={scheduleDate}
                min={toDateTimeLocalValue(now).slice(0, 10)}
                aria-invalid={scheduleMessage ? true : undefined}
                aria-describedby={scheduleMessage ? `${id}-at-hint ${id}-at-error` : `${id}-at-hint`}
                onValueChange={(date) => changeSchedule(date, scheduleTime)}
                // Enter here schedules; it would otherwise submit the form, which saves.
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  if (!busy) schedule();
                }}
              />
              <TimeInput
                step={15}
                value={scheduleTime}
                aria-label={t('superAdmin.blog.publishing.scheduleTime')}
                aria-invalid={scheduleMessage ? true : undefined}
                aria-describedby={scheduleMessage ? `${id}-at-hint ${id}-at-error` : `${id}-at-hint`}
                onChange={(event) => changeSchedule(scheduleDate, event.target.value)}
              />
            </div>
            <p id={`${id}-at-hint`} className="text-xs text-muted-foreground">
              {t('superAdmin.blog.publishing.scheduleHint')}
            </p>
            <FieldError id={`${id}-at-error`} message={scheduleMessage} />
            <Button variant="outline" className="w-full" disabled={busy} onClick={schedule}>
              <CalendarClock aria-hidden="true" />
              {pending === 'schedule'
                ? t('superAdmin.blog.publishing.scheduling')
                : status === 'scheduled'
                  ? t('superAdmin.blog.publishing.reschedule')
                  : t('superAdmin.blog.publishing.schedule')}
            </Button>
          </div>
          {status === 'scheduled' && (
            <Button
              variant="ghost"
              size="sm"
              className="w-full text-destructive"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              <Undo2 aria-hidden="true" />
              {t('superAdmin.blog.publishing.unschedule')}
            </Button>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!unpublishing) setConfirming(open);
        }}
        title={
          status === 'scheduled'
            ? t('superAdmin.blog.unpublishDialog.unscheduleTitle')
            : t('superAdmin.blog.unpublishDialog.title')
        }
        description={
          status === 'scheduled'
            ? t('superAdmin.blog.unpublishDialog.unscheduleDescription', { when })
            : t('superAdmin.blog.unpublishDialog.description', { path: `/blog/${post?.slug ?? ''}` })
        }
        confirmLabel={
          status === 'scheduled'
            ? t('superAdmin.blog.unpublishDialog.unscheduleConfirm')
            : t('superAdmin.blog.unpublishDialog.confirm')
        }
        pendingLabel={t('superAdmin.blog.unpublishDialog.pending')}
        pending={unpublishing}
        onConfirm={() => {
          setUnpublishing(true);
          void onUnpublish().then((done) => {
            setUnpublishing(false);
            if (done) setConfirming(false);
          });
        }}
      />
    </Card>
  );
}
