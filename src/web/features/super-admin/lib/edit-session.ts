import { embeddedPublishedContent } from '../../../lib/site-content/published-texts.ts';

/*
 * The published version the page's texts are (PublishedContent.version): edits are made on it,
 * and a publish names it so that a later publish by someone else is refused (409), not overwritten.
 * It comes with the page, and changes when this super admin publishes.
 */
let version: string | null | undefined;

export function editBaseVersion(): string | null {
  return version !== undefined ? version : (embeddedPublishedContent()?.version ?? null);
}

export function setEditBaseVersion(next: string | null): void {
  version = next;
}
