import { PlaceholderScreen } from '../placeholder-screen.tsx';

/** Stub until its issue lands: replaced by the real screen. */
export function AccountWalletScreen() {
  return <PlaceholderScreen />;
}
