import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';
import { walletBalancesTitle, walletHint } from './account-texts.ts';
import { accountQueries } from './account-api.ts';
import { QueryState } from './account-layout.tsx';
import s from './account.module.css';

/** Rupees with Indian grouping; amounts are paise. A balance of 0 is ₹0 (formatPrice would say Free). */
const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(paise / 100)}`;

/**
 * The account's stored balances as the payment service holds them: the gift card wallet first,
 * then every balance the payment step can pay with. Failing, QueryState says so with a retry.
 */
export function WalletSummary() {
  const { client } = useApi();
  const query = useQuery(accountQueries(client).wallet());
  return (
    <QueryState query={query}>
      {() => (
        <>
          <p className={s.balance}>
            <span>Gift card balance</span>
            <strong data-testid="wallet-balance">{rupees(query.data!.balance)}</strong>
          </p>
          <h2>{walletBalancesTitle}</h2>
          <dl className={s.wallets}>
            {query.data!.wallets.map((wallet) => (
              <div key={wallet.code}>
                <dt>{wallet.title}</dt>
                <dd>{rupees(wallet.balance)}</dd>
              </div>
            ))}
          </dl>
          <p className={s.empty}>
            {walletHint} <a href="/buy-gift-voucher">Buy a gift card</a>
          </p>
        </>
      )}
    </QueryState>
  );
}
