import { useId, useRef, useState, type FormEvent } from 'react';
import type { Address, AddressPayload } from '../../../contracts/profile.ts';
import { addressMaxLengths, addressMessages, pincodePattern } from '../../../contracts/profile-paths.ts';
import { ApiError } from '../../api/client.ts';
import { useApi } from '../../app/api-context.tsx';
import { mandatoryFields, pincodeInvalid, tryAgain } from '../../texts.ts';
import { accountCalls } from './account-api.ts';
import {
  draftOf,
  emptyDraft,
  payloadOf,
  serverErrors,
  validateAddress,
  type AddressDraft,
  type AddressField,
  type FieldErrors,
} from './address-rules.ts';
import s from './account.module.css';

interface FieldSpec {
  field: AddressField;
  label: string;
  full?: boolean;
  multiline?: boolean;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  /** The native constraint, checked before submit (spec 001 §5). */
  pattern?: string;
}

const phone = '(\\+91|0)?[0-9]{10}';

/** Tab order of spec 001 §2: name, phone, pincode, flat/building, address, city, state, landmark, alternate phone. */
const fields: FieldSpec[] = [
  { field: 'name', label: 'Name', autoComplete: 'name' },
  { field: 'phone', label: '10-digit mobile number', inputMode: 'tel', autoComplete: 'tel', pattern: phone },
  { field: 'pincode', label: 'Pincode', inputMode: 'numeric', autoComplete: 'postal-code', pattern: '[1-9][0-9]{5}' },
  { field: 'addressLine2', label: 'Flat, House no., Building (optional)', autoComplete: 'address-line2' },
  {
    field: 'addressLine1',
    label: 'Address (Area and Street)',
    full: true,
    multiline: true,
    autoComplete: 'address-line1',
  },
  { field: 'city', label: 'City/District/Town', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'landmark', label: 'Landmark (optional)' },
  { field: 'alternatePhone', label: 'Alternate phone (optional)', inputMode: 'tel', pattern: phone },
];

/**
 * The address form (id key 'newAddressForm', spec 001 §3): validated here and again by the server.
 * The account pages save to the address book; checkout passes its own `save` (the checkout contact
 * call with the order's items) and names the button 'Deliver here'.
 */
export function AddressForm<T = Address>({
  address,
  save,
  submitLabel = 'Save',
  onSaved,
  onCancel,
}: {
  address?: Address;
  save?: (payload: AddressPayload, id?: string) => Promise<T>;
  submitLabel?: string;
  onSaved: (saved: T) => void;
  onCancel?: () => void;
}) {
  const { client } = useApi();
  const calls = accountCalls(client);
  const id = useId();
  const [draft, setDraft] = useState<AddressDraft>(address ? draftOf(address) : emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const lookup = useRef(0);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: AddressField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
    // Spec 001 §4, §5: the lookup fires at exactly 6 characters and fills city and state.
    if (field === 'pincode' && value.length === 6) {
      if (!pincodePattern.test(value)) return setErrors((e) => ({ ...e, pincode: addressMessages.invalidPincode }));
      const ticket = ++lookup.current;
      setLookingUp(true);
      calls
        .pincodeDetails(value)
        .then(
          (details) =>
            ticket === lookup.current && setDraft((d) => ({ ...d, city: details.city, state: details.state })),
          () => ticket === lookup.current && setErrors((e) => ({ ...e, pincode: pincodeInvalid })),
        )
        .finally(() => ticket === lookup.current && setLookingUp(false));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateAddress(draft);
    // Native validity too (required, lengths, patterns): the form submits only when it passes.
    if (!Object.keys(local).length && form.current && !form.current.checkValidity()) local.form = mandatoryFields;
    if (Object.keys(local).length) {
      setErrors(local);
      const first = fields.find((f) => local[f.field]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first.field}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const payload = payloadOf(draft);
      onSaved(await (save ? save(payload, address?.id) : (calls.saveAddress(payload, address?.id) as Promise<T>)));
    } catch (error) {
      if (error instanceof ApiError) {
        const { errorCode, errorMessage, details } = error.body.RESPONSE;
        setErrors(serverErrors(errorCode, errorMessage || error.message, details));
      } else setErrors({ form: error instanceof Error && error.message ? error.message : tryAgain });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={form}
      id="newAddressForm"
      className={s.form}
      onSubmit={submit}
      noValidate
      aria-label={address ? 'Edit address' : 'Add a new address'}
    >
      {/* GENERIC_ERROR: the server's message in a banner at the top of the form (spec 001 §8). */}
      {errors.form && (
        <p className={`${s.formError} ${s.full}`} role="alert">
          {errors.form}
        </p>
      )}
      {fields.map((f) => {
        const error = errors[f.field];
        const props = {
          id: `${id}-${f.field}`,
          name: f.field,
          value: draft[f.field],
          required: !f.label.includes('optional'),
          maxLength:
            f.field === 'phone' || f.field === 'alternatePhone'
              ? addressMaxLengths.phone
              : f.field === 'pincode'
                ? addressMaxLengths.pincode
                : f.field === 'addressLine1'
                  ? undefined
                  : addressMaxLengths[f.field],
          inputMode: f.inputMode,
          autoComplete: f.autoComplete,
          pattern: f.multiline ? undefined : f.pattern,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${f.field}-error` : undefined,
        };
        return (
          // The error sits beside the label, not inside it: it describes the field (aria-describedby)
          // without becoming part of its name.
          <div key={f.field} className={`${s.field} ${f.full ? s.full : ''}`}>
            <label htmlFor={props.id}>{f.label}</label>
            {f.multiline ? (
              <textarea {...props} onChange={(e) => set(f.field, e.target.value)} />
            ) : (
              <input
                type="text"
                {...props}
                onChange={(e) =>
                  set(f.field, f.field === 'pincode' ? e.target.value.replace(/\D/g, '') : e.target.value)
                }
              />
            )}
            {f.field === 'pincode' && lookingUp && <small aria-live="polite">Finding city and state…</small>}
            {error && (
              <span className={s.error} id={`${id}-${f.field}-error`} role="alert">
                {error}
              </span>
            )}
          </div>
        );
      })}
      <fieldset className={`${s.radios} ${s.full}`}>
        <legend>Address Type</legend>
        {(['HOME', 'WORK'] as const).map((tag) => (
          <label key={tag}>
            <input
              type="radio"
              name="locationTypeTag"
              value={tag}
              checked={draft.locationTypeTag === tag}
              onChange={() => setDraft((d) => ({ ...d, locationTypeTag: tag }))}
            />
            {tag === 'HOME' ? 'Home (All day delivery)' : 'Work (Delivery between 10 AM - 5 PM)'}
          </label>
        ))}
      </fieldset>
      <div className={`${s.actions} ${s.full}`}>
        <button type="submit" className={s.primary} disabled={saving}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={s.link} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
