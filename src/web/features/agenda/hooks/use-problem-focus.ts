import { useEffect, useRef } from 'react';

/**
 * When a form shows a problem, it scrolls into view above the dialog's sticky footer and focus
 * goes to the way forward (its first button) or to the message itself: put the ref on its box.
 */
export function useProblemFocus(problem: unknown) {
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) {
      const target = problemRef.current?.querySelector<HTMLElement>('button, [tabindex]');
      target?.focus({ preventScroll: true });
      problemRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [problem]);
  return problemRef;
}
