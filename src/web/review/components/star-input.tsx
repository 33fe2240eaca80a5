import { useId, useState } from 'react';
import { STAR_PATH } from '../../components/ui/stars.tsx';
import { cn } from '../../lib/cn.ts';
import { useReviewI18n } from '../i18n/i18n.ts';

const STARS = [1, 2, 3, 4, 5] as const;
const NAMES = { 1: 'stars.1', 2: 'stars.2', 3: 'stars.3', 4: 'stars.4', 5: 'stars.5' } as const;
const WORDS = { 1: 'stars.word1', 2: 'stars.word2', 3: 'stars.word3', 4: 'stars.word4', 5: 'stars.word5' } as const;

/**
 * 1 to 5 stars as a radio group: the browser's own radios (Tab into the group, arrow keys to
 * change, each named '4 estrelas: bom'), drawn as stars. The stars up to the chosen one are filled;
 * a pointer over a star previews it, and its word shows beside them. `problem` is said under the
 * group and read with it.
 */
export function StarInput({
  value,
  onChange,
  problem,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  problem: string | null;
}) {
  const { tr } = useReviewI18n();
  const id = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;

  return (
    <fieldset
      aria-describedby={problem ? `${id}-problem` : undefined}
      aria-invalid={problem ? true : undefined}
      data-testid="star-input"
    >
      <legend className="text-sm font-medium text-foreground">{tr('form.rating')}</legend>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="-ml-1.5 flex" onPointerLeave={() => setPreview(null)}>
          {STARS.map((stars) => (
            <label
              key={stars}
              onPointerEnter={(event) => event.pointerType === 'mouse' && setPreview(stars)}
              className="grid size-12 cursor-pointer place-items-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                required
                className="sr-only"
              />
              <span className="sr-only">{tr(NAMES[stars])}</span>
              <svg
                viewBox="0 0 24 24"
                className={cn(
                  'size-9 transition-colors',
                  stars <= shown ? 'fill-amber-500 text-amber-600' : 'fill-transparent text-muted-foreground',
                )}
                aria-hidden="true"
              >
                <path d={STAR_PATH} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
              </svg>
            </label>
          ))}
        </div>
        <p aria-hidden="true" className="min-h-5 min-w-24 text-sm font-semibold text-foreground">
          {shown > 0 ? tr(WORDS[shown as 1 | 2 | 3 | 4 | 5]) : ''}
        </p>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
