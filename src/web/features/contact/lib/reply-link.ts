/** A reply keeps the conversation's subject: 'Re: ' once, however many times it goes back and forth. */
export function replySubject(title: string): string {
  const trimmed = title.trim();
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/**
 * The `mailto:` link that answers a received message in the reader's own e-mail program. Both
 * parts are percent-encoded (the '@' kept readable), so nothing in a sender's address or title can
 * add recipients or change the body of the reply.
 */
export function replyMailtoHref(email: string, title: string): string {
  const address = encodeURIComponent(email.trim()).replaceAll('%40', '@');
  return `mailto:${address}?subject=${encodeURIComponent(replySubject(title))}`;
}
