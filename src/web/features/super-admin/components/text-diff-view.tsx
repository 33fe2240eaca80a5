import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { diffWords, needsSpaceAfter } from '../lib/text-diff.ts';

/** Before and after as one text: removed words struck through in red, added ones in green. */
export function TextDiffView({ before, after, className }: { before: string; after: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn('whitespace-pre-wrap break-words text-sm', className)}>
      {diffWords(before, after).map((part, index, parts) => (
        <Fragment key={index}>
          {part.kind === 'same' ? (
            <span>{part.text}</span>
          ) : part.kind === 'removed' ? (
            <del
              className="bg-red-100 text-red-900 decoration-red-600 dark:bg-red-950 dark:text-red-100"
              aria-label={t('superAdmin.diff.removed', { text: part.text })}
            >
              {part.text}
            </del>
          ) : (
            <ins
              className="bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-100"
              aria-label={t('superAdmin.diff.added', { text: part.text })}
            >
              {part.text}
            </ins>
          )}
          {/* Two words never touch: a replacement reads as two texts, a removal stays apart from the words kept. */}
          {needsSpaceAfter(parts, index) && ' '}
        </Fragment>
      ))}
    </p>
  );
}
