import { useEffect } from 'react';

/** The document's title; the server writes the first one into the page's head. */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
