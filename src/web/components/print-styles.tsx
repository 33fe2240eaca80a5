/*
 * While the page is on screen, printing it (window.print) leaves the app's frame out — the sidebar,
 * the phone header, toasts — and gives the tables the width of a landscape page. Elements of the
 * page itself hide with Tailwind's `print:hidden`; the page's print heading shows with `print:block`.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4 landscape; margin: 12mm; }
  html, body { background: #fff !important; }
  aside, body header, [data-sonner-toaster] { display: none !important; }
  div:has(> #main) { padding-left: 0 !important; }
  #main { max-width: none !important; margin: 0 !important; padding: 0 !important; }
  table { break-inside: auto; }
  tr { break-inside: avoid; }
}
`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
