import { AccountLayout } from '../../features/account/account-layout.tsx';
import { EmailPreferencesForm } from '../../features/account/email-preferences.tsx';
import { emailPreferencesTitle } from '../../features/account/account-texts.ts';

/** `/account/subscriptions`: email preferences. */
export function AccountSubscriptionsScreen() {
  return (
    <AccountLayout section="subscriptions" title={emailPreferencesTitle}>
      <EmailPreferencesForm />
    </AccountLayout>
  );
}
