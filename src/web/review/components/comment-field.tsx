import { useId } from 'react';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useReviewI18n } from '../i18n/i18n.ts';
import { COMMENT_MAX_LENGTH } from '../lib/review-input.ts';

/** The optional comment, up to 1,000 characters, with how many are used. */
export function CommentField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (comment: string) => void;
  problem: string | null;
}) {
  const { tr, language } = useReviewI18n();
  const id = useId();
  const number = new Intl.NumberFormat(language);
  const count = tr('form.commentCount', { count: number.format(value.length), max: number.format(COMMENT_MAX_LENGTH) });
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-comment`} className="text-sm font-medium text-foreground">
        {tr('form.comment')} <span className="font-normal text-muted-foreground">{tr('form.optional')}</span>
      </label>
      <Textarea
        id={`${id}-comment`}
        name="comment"
        rows={5}
        maxLength={COMMENT_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-count`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ')}
      />
      <div className="flex flex-wrap justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <p id={`${id}-hint`}>{tr('form.commentHint')}</p>
        <p id={`${id}-count`} className="tabular-nums" data-testid="comment-count">
          {count}
        </p>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
