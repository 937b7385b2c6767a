import { AccountLayout } from '../../features/account/account-layout.tsx';
import { WalletSummary } from '../../features/account/wallet-summary.tsx';
import { giftCardsWallet } from '../../features/account/account-texts.ts';

/** `/account/wallet`: gift card balance. */
export function AccountWalletScreen() {
  return (
    <AccountLayout section="wallet" title={giftCardsWallet}>
      <WalletSummary />
    </AccountLayout>
  );
}
