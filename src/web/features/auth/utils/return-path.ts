/** The pages a person may be sent back to after signing in: the plans, the test checkout and the test payment account. */
const RETURN_PATHS = [/^\/escolha-plano$/, /^\/checkout\/teste\/[\w-]+$/, /^\/pagamentos\/teste\/conta$/];

/**
 * Where to go after signing in when the sign-in page was opened with `?next=` (a checkout started
 * while signed out): that path when it is one of ours that asks for it, else null (the person's
 * home). Anything else — another site, `//host`, any other page — is ignored, so that a link to
 * /auth cannot send people elsewhere.
 */
export function returnPathAfterSignIn(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://agendo.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://agendo.invalid' || !RETURN_PATHS.some((path) => path.test(url.pathname))) return null;
  return `${url.pathname}${url.search}`;
}
