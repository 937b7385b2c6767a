import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';
import { noGiftCards } from './account-texts.ts';
import { accountQueries } from './account-api.ts';
import { QueryState } from './account-layout.tsx';
import s from './account.module.css';

/** Rupees with Indian grouping; amounts are paise (ARCHITECTURE.md). */
const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(paise / 100)}`;

/** Gift cards wallet: the balance (0 until the payment issue credits it) and the cards. */
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
          <h2>Gift cards</h2>
          {query.data!.giftCards.length ? (
            <ul className={s.addressList}>
              {query.data!.giftCards.map((card) => (
                <li key={card.id}>
                  Gift card ending {card.last4}: {rupees(card.balance)}
                </li>
              ))}
            </ul>
          ) : (
            <p className={s.empty}>
              {noGiftCards} <a href="/buy-gift-voucher">Buy a gift card</a>
            </p>
          )}
        </>
      )}
    </QueryState>
  );
}
