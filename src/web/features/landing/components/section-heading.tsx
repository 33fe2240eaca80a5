import { SiteText } from '../../../components/site-text.tsx';

/**
 * A section's eyebrow, title and description, from `<texts>.eyebrow`, `.title` and `.description`
 * (editable in place: docs/site-content.md). `richDescription`: the description is a rich-text block.
 */
export function SectionHeading({
  id,
  texts,
  richDescription = false,
}: {
  id: string;
  texts: string;
  richDescription?: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <SiteText
        as="p"
        selector={`${texts}.eyebrow`}
        className="text-sm font-semibold uppercase tracking-wider text-link"
      />
      <SiteText
        as="h2"
        id={id}
        selector={`${texts}.title`}
        className="mt-2 text-balance text-3xl font-bold tracking-tight text-foreground sm:text-4xl"
      />
      <SiteText
        as={richDescription ? 'div' : 'p'}
        rich={richDescription}
        selector={`${texts}.description`}
        className={
          richDescription
            ? 'site-rich-text mt-4 text-pretty text-base text-muted-foreground sm:text-lg'
            : 'mt-4 text-pretty text-base text-muted-foreground sm:text-lg'
        }
      />
    </div>
  );
}
