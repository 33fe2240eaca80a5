/** Text for XML (the sitemap, the feeds, drawn SVG): the five special characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character]!,
  );
}
