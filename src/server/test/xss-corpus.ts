/**
 * Markup that tries to run script or to smuggle a dangerous link through a rich text: script
 * elements, event handlers, `javascript:`, `vbscript:` and `data:` links (also obfuscated), SVG
 * and MathML tricks, styles, frames and a parser-confusion case. Every attempt calls `alert`, so
 * a browser test sees any that ran as a dialog. The last case holds only allowed links (kept).
 * Shared by the server's sanitizer tests and the browser journeys of the rich texts.
 */
export const XSS_RICH_TEXT_CORPUS = [
  '<p>a<script>alert(1)</script></p>',
  '<p onclick="alert(1)">b</p>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">c</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">d</a>',
  '<a href="jav&#x09;ascript:alert(1)">e</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">f</a>',
  '<a href="vbscript:msgbox(1)">g</a>',
  '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">h</a></svg>',
  '<svg onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">i</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1))">j</p>',
  '<a href="https://ok.example" onmouseover="alert(1)" target="_blank">k</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="mailto:oi@agendo.example">l</a><a href="ftp://files.example">m</a><a href="sms:+5511">n</a>',
] as const;

/** What no sanitized rich text may contain. */
export const UNSAFE_MARKUP =
  /<script|<img|<svg|<math|<iframe|<style|\son\w+=|javascript:|data:|vbscript:|style=|target=/i;
