import { useState } from 'react';
import { checkoutErrorCodes } from '../../../contracts/checkout-paths.ts';
import type { CheckoutSummary } from '../../../contracts/checkout.ts';
import type { Address } from '../../../contracts/profile.ts';
import { AddressForm } from '../../features/account/address-form.tsx';
import { addressNotServiceable } from '../../texts.ts';
import type { CheckoutActions, StoredError } from './checkout-api.ts';
import { addNewAddress, deliverHere } from './checkout-texts.ts';
import s from './checkout.module.css';

/**
 * Section 2: the saved addresses (the same as /account/addresses) to deliver to, and the new-address
 * form of spec 001 §2 whose 'Deliver here' saves it through the checkout and selects it.
 */
export function AddressSection({
  summary,
  actions,
  error,
  onDelivered,
}: {
  summary: CheckoutSummary;
  actions: CheckoutActions;
  error?: StoredError;
  onDelivered: () => void;
}) {
  const { billingAddressInfos: addresses, selectedContactId } = summary.addressData;
  const [chosen, setChosen] = useState<string | null>(selectedContactId ?? addresses[0]?.id ?? null);
  const [editing, setEditing] = useState<'new' | string | null>(addresses.length ? null : 'new');
  const [busy, setBusy] = useState(false);

  const deliver = async (id: string) => {
    setBusy(true);
    try {
      await actions.select(id);
      onDelivered();
    } catch {
      // Stored by the actions and shown under the address.
    } finally {
      setBusy(false);
    }
  };
  const form = (address?: Address) => (
    <AddressForm
      address={address}
      save={actions.save}
      submitLabel={deliverHere}
      onSaved={() => {
        setEditing(null);
        onDelivered();
      }}
      onCancel={addresses.length ? () => setEditing(null) : undefined}
    />
  );

  return (
    <div className={s.addresses}>
      {addresses.length > 0 && (
        <fieldset className={s.addressList}>
          <legend className="visually-hidden">Saved addresses</legend>
          {addresses.map((a) =>
            editing === a.id ? (
              <div key={a.id} className={s.addressEditing}>
                {form(a)}
              </div>
            ) : (
              <div key={a.id} className={s.addressItem} data-chosen={chosen === a.id || undefined}>
                <input
                  type="radio"
                  name="deliveryAddress"
                  id={`address-${a.id}`}
                  checked={chosen === a.id}
                  onChange={() => setChosen(a.id)}
                />
                <label htmlFor={`address-${a.id}`}>
                  <span className={s.addressName}>
                    {a.name} <span className={s.tag}>{a.locationTypeTag}</span> {a.phone}
                  </span>
                  <span className={s.addressText}>
                    {[a.addressLine2, a.addressLine1, a.landmark, a.city, a.state].filter(Boolean).join(', ')} -{' '}
                    <b>{a.pincode}</b>
                  </span>
                </label>
                {chosen === a.id && (
                  <div className={s.addressActions}>
                    {error && (
                      <p className={s.error} role="alert">
                        {error.code === checkoutErrorCodes.notServiceable ? addressNotServiceable : error.message}
                      </p>
                    )}
                    <button type="button" className={s.primary} disabled={busy} onClick={() => void deliver(a.id)}>
                      {deliverHere}
                    </button>
                    <button
                      type="button"
                      className={s.link}
                      onClick={() => setEditing(a.id)}
                      aria-label={`Edit address of ${a.name}`}
                    >
                      EDIT
                    </button>
                  </div>
                )}
              </div>
            ),
          )}
        </fieldset>
      )}
      {editing === 'new' ? (
        <div className={s.addressEditing}>{form()}</div>
      ) : (
        <button type="button" className={s.addButton} onClick={() => setEditing('new')}>
          + {addNewAddress}
        </button>
      )}
    </div>
  );
}
