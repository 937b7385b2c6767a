import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';
import { Loading } from '../../components/screen-states.tsx';
import { LoginWidget } from '../../features/login/login-widget.tsx';
import { nextPathKey, safeReturnUrl } from '../../features/login/return-url.ts';
import type { RouteFlags } from '../../app/route-flags.ts';
import { useScreen } from '../../app/screen-context.tsx';
import s from './login-screen.module.css';

/** Where the login page sends the shopper (spec 000 §2): the validated ret, else the remembered path, else '/'. */
function target(ret: string | null): string {
  if (ret) return safeReturnUrl(ret, location.origin);
  let remembered: string | null = null;
  try {
    remembered = sessionStorage.getItem(nextPathKey);
  } catch {
    // No storage: no remembered path.
  }
  return remembered ? safeReturnUrl(remembered, location.origin) : '/';
}

/**
 * The heading and line of a login-required route, found from the ret path in our own route table.
 * The URL's ?title= and ?desc= are not shown as given: anyone could link to our login page with
 * a text of their choosing ('Your account is locked, call …'). Only local paths count (the same
 * answer on the server and in the browser, which know different origins).
 */
function loginCopy(
  ret: string | null,
  flagsOf: (pathname: string) => RouteFlags,
): { title: string; desc: string } | undefined {
  if (!ret) return undefined;
  const path = safeReturnUrl(ret, '');
  if (path === '/') return undefined;
  return flagsOf(new URL(path, 'http://local').pathname).loginRequired;
}

/**
 * The login page `/account/login` (?ret=, ?signup=true; ?title= and ?desc= are named by ret, see loginCopy): the full-page widget.
 * A logged-in shopper is sent on at once (the server already does so when ret is given).
 */
export function LoginScreen() {
  const [params] = useSearchParams();
  const { queries, visitorId } = useApi();
  const { data: user } = useQuery(queries.userState(visitorId));
  const navigate = useNavigate();
  const ret = params.get('ret');
  const { flagsOf } = useScreen();
  // Back from a social provider, the session may be logged in to an account the widget is still
  // completing: that is the widget's flow, not a reason to leave the page.
  const [social] = useState(() => typeof location !== 'undefined' && /(?:^#|&)access_token=/.test(location.hash));
  const sendOn = !!user?.isLoggedIn && !social;

  useEffect(() => {
    if (ret) {
      try {
        sessionStorage.setItem(nextPathKey, safeReturnUrl(ret, location.origin));
      } catch {
        // The ret in the URL is enough.
      }
    }
    if (sendOn) navigate(target(ret), { replace: true });
  }, [ret, sendOn, navigate]);

  // A full page load, so the page behind the login renders on the server with the new session.
  const onSuccess = () => {
    const to = target(ret);
    try {
      sessionStorage.removeItem(nextPathKey);
    } catch {
      // Nothing remembered.
    }
    location.assign(to);
  };

  if (sendOn) return <Loading className="screen-loading" />;
  const copy = loginCopy(ret, flagsOf);
  return (
    <section className={s.page} data-screen="login">
      <LoginWidget
        initialView={params.get('signup') === 'true' ? 'signup' : 'login'}
        title={copy?.title}
        desc={copy?.desc}
        onSuccess={onSuccess}
      />
    </section>
  );
}
