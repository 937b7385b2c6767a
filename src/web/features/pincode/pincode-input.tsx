/**
 * Pincode check shared by the product and search pages (spec 000 §5, §7; 001 §3, §4).
 *
 *   <PincodeInput onChange={(pincode, place) => ...} />   // place: { city, state }
 *   const [pincode, setPincode] = useSelectedPincode();   // string | null; the last valid pincode
 *
 * The input keeps digits only (at most 6), checks the pattern locally ('Not a valid pincode'),
 * then asks the server; a valid pincode becomes the selected one, is kept in localStorage (most
 * recent last, at most 3) and is offered as a suggestion next time, together with a logged-in
 * shopper's recent pincodes from the server (never asked for when logged out).
 * Props: `label` (default 'Delivery pincode'), `emptyAllowed` (an empty submit clears the
 * selection instead of failing), `onChange`, `id`.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { pincodePattern } from '../../../contracts/location-paths.ts';
import { useApi } from '../../app/api-context.tsx';
import { ApiError } from '../../api/client.ts';
import { invalidPincodeField, somethingWrong } from '../../texts.ts';
import { useUser } from '../../app/use-user.ts';
import { checkPincode, fetchPincodeDetails, fetchRecentPincodes, pincodeKeys, rememberPincode } from './pincode-api.ts';
import { selectedPincode, storedPincodes, storePincode, subscribePincodes } from './pincode-store.ts';
import s from './pincode.module.css';

const noPincodes: string[] = [];

/** The selected pincode (null until the shopper checks one) and a setter that selects one. */
export function useSelectedPincode(): [string | null, (pincode: string) => void] {
  const pincode = useSyncExternalStore(subscribePincodes, selectedPincode, () => null);
  return [pincode, storePincode];
}

function useStoredPincodes(): string[] {
  return useSyncExternalStore(subscribePincodes, storedPincodes, () => noPincodes);
}

export interface PincodeInputProps {
  /** Called with a pincode the server found valid, and its place. */
  onChange?: (pincode: string, place: { city: string; state: string }) => void;
  label?: string;
  /** An empty pincode is accepted (spec 000 §5 empty-allowed option). */
  emptyAllowed?: boolean;
  id?: string;
  /**
   * What the selected pincode means here (the product page's 'Delivery by …' line): shown only
   * while the input holds the selected pincode, so an edited or refused pincode never sits next
   * to the answer for the previous one.
   */
  children?: ReactNode;
}

type Status = { kind: 'idle' } | { kind: 'checking' } | { kind: 'invalid' } | { kind: 'failed' };

export function PincodeInput({
  onChange,
  label = 'Delivery pincode',
  emptyAllowed = false,
  id,
  children,
}: PincodeInputProps) {
  const { client, queryClient } = useApi();
  const user = useUser();
  const fallbackId = useId();
  const inputId = id ?? `pincode-${fallbackId}`;
  const [selected] = useSelectedPincode();
  const stored = useStoredPincodes();
  const [typed, setTyped] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const value = typed ?? selected ?? '';

  const details = useQuery({
    queryKey: pincodeKeys.details(selected ?? ''),
    queryFn: () => fetchPincodeDetails(client, selected as string),
    enabled: selected !== null,
    staleTime: Infinity,
  });
  const recent = useQuery({
    queryKey: pincodeKeys.recent,
    queryFn: () => fetchRecentPincodes(client),
    enabled: user?.isLoggedIn === true,
    staleTime: 60_000,
  });
  const suggestions = [...new Set([...stored, ...(user?.isLoggedIn ? (recent.data ?? []).map((p) => p.pincode) : [])])]
    .filter((p) => p !== selected)
    .reverse();

  async function check(pincode: string) {
    if (pincode === '' && emptyAllowed) {
      setStatus({ kind: 'idle' });
      return;
    }
    if (!pincodePattern.test(pincode)) {
      setStatus({ kind: 'invalid' });
      return;
    }
    setStatus({ kind: 'checking' });
    try {
      // The place only for a pincode the check found valid: the details of an unknown one are a 404,
      // which the browser logs as a console error.
      const valid = await checkPincode(client, pincode);
      const place = valid
        ? await queryClient
            .fetchQuery({
              queryKey: pincodeKeys.details(pincode),
              queryFn: () => fetchPincodeDetails(client, pincode),
              staleTime: Infinity,
            })
            .catch(() => null)
        : null;
      if (!valid || !place) {
        setStatus({ kind: 'invalid' });
        return;
      }
      setTyped(null);
      setStatus({ kind: 'idle' });
      storePincode(pincode);
      if (user?.isLoggedIn) {
        // The choice is kept for the account; a failure to keep it does not undo the selection.
        void rememberPincode(client, pincode)
          .then(() => queryClient.invalidateQueries({ queryKey: pincodeKeys.recent }))
          .catch(() => undefined);
      }
      onChange?.(pincode, { city: place.city, state: place.state });
    } catch (error) {
      setStatus(error instanceof ApiError && error.status === 400 ? { kind: 'invalid' } : { kind: 'failed' });
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void check(value);
  };
  const messageId = `${inputId}-message`;
  const place = status.kind === 'idle' && typed === null && selected && details.data ? details.data : null;

  return (
    <form className={s.box} onSubmit={onSubmit} data-pincode-input="">
      <label htmlFor={inputId} className={s.label}>
        {label}
      </label>
      <div className={s.row}>
        <input
          id={inputId}
          className={s.input}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter pincode"
          value={value}
          aria-invalid={status.kind === 'invalid'}
          aria-describedby={messageId}
          onChange={(event) => {
            setTyped(event.target.value.replace(/\D/g, '').slice(0, 6));
            if (status.kind !== 'checking') setStatus({ kind: 'idle' });
          }}
        />
        <button type="submit" className={s.check} disabled={status.kind === 'checking'}>
          {status.kind === 'checking' ? 'Checking…' : 'Check'}
        </button>
      </div>
      <p
        id={messageId}
        className={status.kind === 'invalid' || status.kind === 'failed' ? s.error : s.place}
        role={status.kind === 'invalid' || status.kind === 'failed' ? 'alert' : 'status'}
      >
        {status.kind === 'invalid'
          ? invalidPincodeField
          : status.kind === 'failed'
            ? somethingWrong
            : place
              ? `Delivery to ${place.pincode} – ${place.city}, ${place.state}`
              : ''}
      </p>
      {status.kind === 'idle' && typed === null && children}
      {suggestions.length > 0 && (
        <div className={s.suggestions}>
          <span>Recent pincodes:</span>
          <ul>
            {suggestions.map((pincode) => (
              <li key={pincode}>
                <button
                  type="button"
                  onClick={() => {
                    setTyped(pincode);
                    void check(pincode);
                  }}
                >
                  {pincode}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
