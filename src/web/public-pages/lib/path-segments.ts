/** A path's non-empty segments, each decoded; one that cannot be decoded (a bad escape) is empty. */
export function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return '';
      }
    });
}
