import { AccountLayout } from '../../features/account/account-layout.tsx';
import { ProfileDetails } from '../../features/account/profile-details.tsx';
import { profileInformation } from '../../features/account/account-texts.ts';

/** `/account/` (also `/account`): profile information. */
export function AccountScreen() {
  return (
    <AccountLayout section="profile" title={profileInformation}>
      <ProfileDetails />
    </AccountLayout>
  );
}
