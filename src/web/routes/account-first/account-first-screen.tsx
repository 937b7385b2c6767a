import { useLocation } from 'react-router';
import { loginRedirectUrl } from '../../features/login/return-url.ts';
import { useUser } from '../../app/use-user.ts';
import {
  firstBenefits,
  firstBenefitsTitle,
  firstIntro,
  firstLoggedOut,
  firstMember,
  firstNotMember,
  firstTitle,
} from './first-texts.ts';
import s from './account-first.module.css';

/**
 * `/account/flipkartfirst`: what Bazaar First gives, and the shopper's membership from the user
 * state (`flipkartFirstUser`). Open to everyone: a logged-out visitor reads the benefits and is
 * offered the login to see their own status.
 */
export function AccountFirstScreen() {
  const user = useUser();
  const { pathname } = useLocation();
  return (
    <div className={s.page}>
      <h1>{firstTitle}</h1>
      <p className={s.intro}>{firstIntro}</p>
      {user?.isLoggedIn ? (
        <p className={s.status} role="status" data-member={user.flipkartFirstUser || undefined}>
          {user.flipkartFirstUser ? firstMember : firstNotMember}
        </p>
      ) : (
        <p className={s.status}>
          <a href={loginRedirectUrl(pathname, firstTitle, firstLoggedOut)}>{firstLoggedOut}</a>
        </p>
      )}
      <h2>{firstBenefitsTitle}</h2>
      <ul className={s.benefits}>
        {firstBenefits.map(([title, text]) => (
          <li key={title}>
            <b>{title}</b>
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
