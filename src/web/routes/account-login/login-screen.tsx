import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';
import { nextPathKey, safeReturnUrl } from '../../features/login/return-url.ts';

/**
 * The login page. The widget itself arrives with the accounts issue; the page already sends a
 * logged-in shopper on: to the validated ret, else the remembered path, else '/'.
 */
export function LoginScreen() {
  const [params] = useSearchParams();
  const { queries, visitorId } = useApi();
  const { data: user } = useQuery(queries.userState(visitorId));
  const navigate = useNavigate();
  const title = params.get('title') ?? 'Login';
  const desc = params.get('desc') ?? 'Get access to your Orders, Wishlist and Recommendations';

  useEffect(() => {
    const ret = params.get('ret');
    if (ret) sessionStorage.setItem(nextPathKey, safeReturnUrl(ret, window.location.origin));
    if (!user?.isLoggedIn) return;
    const remembered = sessionStorage.getItem(nextPathKey);
    const target = ret ? safeReturnUrl(ret, window.location.origin) : remembered ? safeReturnUrl(remembered, window.location.origin) : '/';
    navigate(target, { replace: true });
  }, [params, user?.isLoggedIn, navigate]);

  return (
    <section className="screen-card" data-screen="login">
      <h1>{title}</h1>
      <p>{desc}</p>
    </section>
  );
}
