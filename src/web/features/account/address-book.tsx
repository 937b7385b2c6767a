import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Address } from '../../../contracts/profile.ts';
import { useApi } from '../../app/api-context.tsx';
import { tryAgain } from '../../texts.ts';
import { addNewAddress, addressDeleted, addressSaved, noAddresses } from './account-texts.ts';
import { useToast } from '../../app/toasts.tsx';
import { accountCalls, accountKeys, accountQueries } from './account-api.ts';
import { QueryState } from './account-layout.tsx';
import { AddressForm } from './address-form.tsx';
import s from './account.module.css';

/** Saved addresses: list, add, edit, delete and choose the default (shared with checkout later). */
export function AddressBook() {
  const { client, queryClient } = useApi();
  const query = useQuery(accountQueries(client).addresses());
  const calls = accountCalls(client);
  const toast = useToast();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
  const saved = async () => {
    setEditing(null);
    await refresh();
    toast({ message: addressSaved, level: 'SUCCESS', ttl: 3000 });
  };
  const act = async (id: string, work: () => Promise<unknown>, message?: string) => {
    setBusy(id);
    try {
      await work();
      await refresh();
      if (message) toast({ message, level: 'SUCCESS', ttl: 3000 });
    } catch (error) {
      toast({ message: (error as Error).message || tryAgain, level: 'ERROR' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <QueryState query={query}>
      {() => {
        const { addresses, limit } = query.data!;
        return (
          <>
            {editing === 'new' ? (
              <div className={s.editing}>
                <AddressForm onSaved={saved} onCancel={() => setEditing(null)} />
              </div>
            ) : addresses.length < limit ? (
              <button type="button" className={s.addButton} onClick={() => setEditing('new')}>
                + {addNewAddress}
              </button>
            ) : (
              <p className={s.empty}>
                You have saved {limit} addresses, the most an account keeps. Delete one to add another.
              </p>
            )}
            {!addresses.length ? (
              <p className={s.empty}>{noAddresses}</p>
            ) : (
              <ul className={s.addressList} aria-label="Saved addresses">
                {addresses.map((a: Address) =>
                  editing === a.id ? (
                    <li key={a.id} className={s.editing}>
                      <AddressForm address={a} onSaved={saved} onCancel={() => setEditing(null)} />
                    </li>
                  ) : (
                    <li key={a.id} aria-busy={busy === a.id || undefined}>
                      <span className={s.tag}>{a.locationTypeTag}</span>
                      {a.isDefault && <span className={`${s.tag} ${s.default}`}>DEFAULT</span>}
                      <p className={s.addressName}>
                        {a.name}
                        <span>{a.phone}</span>
                      </p>
                      <p className={s.addressText}>
                        {[a.addressLine2, a.addressLine1, a.landmark, a.city, a.state].filter(Boolean).join(', ')} -{' '}
                        <b>{a.pincode}</b>
                      </p>
                      <div className={s.rowActions}>
                        <button
                          type="button"
                          className={s.link}
                          onClick={() => setEditing(a.id)}
                          aria-label={`Edit address of ${a.name}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className={s.link}
                          disabled={busy === a.id}
                          onClick={() => act(a.id, () => calls.deleteAddress(a.id), addressDeleted)}
                          aria-label={`Delete address of ${a.name}`}
                        >
                          Delete
                        </button>
                        {!a.isDefault && (
                          <button
                            type="button"
                            className={s.link}
                            disabled={busy === a.id}
                            onClick={() => act(a.id, () => calls.makeDefault(a.id))}
                          >
                            Set as default
                          </button>
                        )}
                      </div>
                    </li>
                  ),
                )}
              </ul>
            )}
          </>
        );
      }}
    </QueryState>
  );
}
