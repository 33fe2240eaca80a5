import { Suspense, useEffect, useRef, useState, type ComponentType, type Ref } from 'react';

/** Sections start loading 200 px before they scroll into view (docs/screens.md). */
const ROOT_MARGIN = '200px';

function Placeholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className="min-h-[40vh]" aria-hidden="true" data-lazy-placeholder="" />;
}

/** Whether a section above the element with `id` is still a placeholder: its content has yet to load and will push the element down. */
export function hasLazyPlaceholdersAbove(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  return [...document.querySelectorAll('[data-lazy-placeholder]')].some(
    (placeholder) => placeholder.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

/**
 * A section of the landing page that is only loaded and mounted when it nears the viewport, with
 * a 40vh placeholder until then. `forceMount` mounts it at once (e.g. to scroll to it).
 */
export function LazySection({
  component: Section,
  forceMount = false,
}: {
  component: ComponentType;
  forceMount?: boolean;
}) {
  // Once mounted, a section stays: forceMount only ever adds.
  // The server renders the placeholder, as the browser does at first.
  const [mounted, setMounted] = useState(
    forceMount || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  if (forceMount && !mounted) setMounted(true);
  const placeholderRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (mounted || !placeholder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setMounted(true);
          observer.disconnect();
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, [mounted]);

  if (!mounted) return <Placeholder ref={placeholderRef} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <Section />
    </Suspense>
  );
}
