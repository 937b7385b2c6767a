/**
 * The login return URL of spec 000 §5: accepted only if it starts with the current host or is a
 * relative path beginning with '/'; anything else sends the shopper to '/'.
 * '//evil.example' and '/\evil.example' are relative-looking but leave the site, so they are refused.
 */
export function safeReturnUrl(ret: string | null | undefined, currentOrigin: string): string {
  if (!ret) return '/';
  // Browsers drop tabs and newlines anywhere in a URL ('/\t/evil' is '//evil'), so judge what
  // the browser will see; any other control character is refused outright.
  const value = ret.trim().replace(/[\t\n\r]/g, '');
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  const origin = currentOrigin.replace(/\/+$/, '');
  let path = value;
  if (value === origin || value.startsWith(`${origin}/`) || value.startsWith(`${origin}?`)) {
    path = value.slice(origin.length) || '/';
    if (!path.startsWith('/')) path = `/${path}`;
  }
  const isLocalPath = path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
  return isLocalPath ? path : '/';
}

/** `/account/login?ret=...&title=...&desc=...` for a login-required route. */
export function loginRedirectUrl(ret: string, title: string, desc: string): string {
  const params = new URLSearchParams({ ret, title, desc });
  return `/account/login?${params.toString()}`;
}

/** Session-storage key of the path to go to after login when no `ret` is given. */
export const nextPathKey = 'login.nextPath';
