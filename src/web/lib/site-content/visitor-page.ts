/*
 * The server renders the marketing pages only for a request without a session cookie (ADR 13):
 * a page taken over from that markup was opened by someone not signed in, who cannot be a super
 * admin — the app does not ask the server whether they are, so visitors pay nothing for the
 * site editor. Signing in reloads the session (and this is cleared then).
 */
let renderedForVisitor = false;

export function markRenderedForVisitor(): void {
  renderedForVisitor = true;
}

export function forgetRenderedForVisitor(): void {
  renderedForVisitor = false;
}

export function isRenderedForVisitor(): boolean {
  return renderedForVisitor;
}
