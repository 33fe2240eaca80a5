import { ArrowLeft } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../i18n/i18n.ts';

/**
 * The top of a step: where the customer is ('Passo 2 de 4'), the step's heading (focused when the
 * step opens, so screen readers announce it) and the way back.
 */
export function StepHeader({
  number,
  total,
  title,
  headingRef,
  onBack,
}: {
  number: number;
  total: number;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  onBack?: () => void;
}) {
  const { tr } = useI18n();
  return (
    <div className="mb-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-link">
          {tr('steps.progress', { number, total })}
        </p>
        {onBack && (
          <button
            type="button"
            onClick={onBack}
            className="-my-1 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {tr('steps.back')}
          </button>
        )}
      </div>
      <div className="mt-2 flex gap-1" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <span key={index} className={cn('h-1 flex-1 rounded-full', index < number ? 'bg-primary' : 'bg-border')} />
        ))}
      </div>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-semibold tracking-tight text-foreground focus:outline-none"
      >
        {title}
      </h2>
    </div>
  );
}
