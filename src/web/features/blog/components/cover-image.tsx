import type { BlogImage } from '../../../../contracts/blog.ts';

/**
 * A post's cover at both of its widths, the browser picking by `sizes`. It sits beside the post's
 * title, which says what it is: no alt text of its own. `priority`: the page's main picture,
 * fetched first instead of when it comes near.
 */
export function CoverImage({
  image,
  source,
  sizes,
  priority = false,
  className,
}: {
  image: BlogImage;
  /** The width the `src` (and the size attributes) name, for browsers without srcset. */
  source: 'small' | 'large';
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const shown = image[source];
  return (
    <img
      src={shown.url}
      srcSet={`${image.small.url} ${image.small.width}w, ${image.large.url} ${image.large.width}w`}
      sizes={sizes}
      width={shown.width}
      height={shown.height}
      alt=""
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
