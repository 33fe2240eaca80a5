import { cn } from '../../lib/cn.ts';

/** A five-pointed star in a 24-unit box. */
export const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

const FIVE = [0, 1, 2, 3, 4] as const;

function StarRow({ className }: { className: string }) {
  return (
    <span className="flex">
      {FIVE.map((index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          className={cn('size-[1em] shrink-0 fill-current', className)}
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

/**
 * `rating` (0–5, fractions too: 4.4 fills four stars and two fifths of the fifth) as stars. With
 * `label` it is an image with that text ('4,4 de 5 estrelas'); without, it is decoration beside a
 * text that says the same. The size follows the font size (`text-lg` makes larger stars);
 * `emptyClassName` colours the stars not earned (lighter on a dark band).
 */
export function Stars({
  rating,
  label,
  className,
  emptyClassName = 'text-input',
}: {
  rating: number;
  label?: string;
  className?: string;
  emptyClassName?: string;
}) {
  const filled = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('relative inline-flex shrink-0 align-[-0.125em] leading-none', className)}
      data-rating={rating}
    >
      <StarRow className={emptyClassName} />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${filled}%` }}>
        <StarRow className="text-amber-500" />
      </span>
    </span>
  );
}
