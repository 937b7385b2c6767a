import { AccountLayout } from '../../features/account/account-layout.tsx';
import { AddressBook } from '../../features/account/address-book.tsx';
import { manageAddresses } from '../../features/account/account-texts.ts';

/** `/account/addresses`: saved addresses. */
export function AccountAddressesScreen() {
  return (
    <AccountLayout section="addresses" title={manageAddresses}>
      <AddressBook />
    </AccountLayout>
  );
}
