import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Profile } from '../../../contracts/profile.ts';
import type { UserState } from '../../../contracts/user-state.ts';
import { ApiError } from '../../api/client.ts';
import { queryKeys } from '../../api/queries.ts';
import { useApi } from '../../app/api-context.tsx';
import { fillField, tryAgain } from '../../texts.ts';
import { profileSaved } from './account-texts.ts';
import { useToast } from '../../app/toasts.tsx';
import { accountCalls, accountKeys, accountQueries } from './account-api.ts';
import { QueryState } from './account-layout.tsx';
import { IdentityChange } from './identity-change.tsx';
import s from './account.module.css';
import { formatMobile } from './format-mobile.ts';

const genders = [
  ['MALE', 'Male'],
  ['FEMALE', 'Female'],
  ['OTHER', 'Other'],
] as const;

/** Profile information: name and gender edited here; email and mobile change only with a code. */
export function ProfileDetails() {
  const { client } = useApi();
  const query = useQuery(accountQueries(client).profile());
  return <QueryState query={query}>{() => <ProfileForms profile={query.data!} />}</QueryState>;
}

function ProfileForms({ profile }: { profile: Profile }) {
  const { client, queryClient } = useApi();
  const toast = useToast();
  const id = useId();
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const [gender, setGender] = useState<Profile['gender']>(profile.gender);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [changing, setChanging] = useState<'email' | 'mobile' | null>(null);

  const updated = (next: Profile) => {
    queryClient.setQueryData(accountKeys.profile, next);
    // The header greets the shopper by the first name of the user state.
    queryClient.setQueryData<UserState>(queryKeys.userState, (state) =>
      state ? { ...state, firstName: next.firstName, userEmail: next.email ?? state.userEmail } : state,
    );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim()) return setError(fillField);
    setSaving(true);
    setError(null);
    try {
      updated(
        await accountCalls(client).updateProfile({ firstName: firstName.trim(), lastName: lastName.trim(), gender }),
      );
      toast({ message: profileSaved, level: 'SUCCESS', ttl: 3000 });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : tryAgain);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <form className={s.form} onSubmit={save} noValidate aria-label="Personal information">
        <label className={s.field} htmlFor={`${id}-first`}>
          <span>First Name</span>
          <input
            id={`${id}-first`}
            name="firstName"
            value={firstName}
            maxLength={60}
            autoComplete="given-name"
            required
            aria-invalid={error ? true : undefined}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </label>
        <label className={s.field} htmlFor={`${id}-last`}>
          <span>Last Name</span>
          <input
            id={`${id}-last`}
            name="lastName"
            value={lastName}
            maxLength={60}
            autoComplete="family-name"
            onChange={(e) => setLastName(e.target.value)}
          />
        </label>
        <fieldset className={`${s.radios} ${s.full}`}>
          <legend>Your Gender</legend>
          {genders.map(([value, text]) => (
            <label key={value}>
              <input
                type="radio"
                name="gender"
                value={value}
                checked={gender === value}
                onChange={() => setGender(value)}
              />
              {text}
            </label>
          ))}
        </fieldset>
        {error && (
          <p className={s.formError} role="alert">
            {error}
          </p>
        )}
        <div className={`${s.actions} ${s.full}`}>
          <button type="submit" className={s.primary} disabled={saving}>
            Save
          </button>
        </div>
      </form>

      {(['email', 'mobile'] as const).map((kind) => (
        <section key={kind} aria-labelledby={`${id}-${kind}-title`}>
          <h2 id={`${id}-${kind}-title`}>{kind === 'email' ? 'Email Address' : 'Mobile Number'}</h2>
          <div className={s.readonly}>
            <output aria-labelledby={`${id}-${kind}-title`} data-testid={`profile-${kind}`}>
              {(kind === 'email' ? profile.email : profile.mobile && formatMobile(profile.mobile)) ?? 'Not added'}
            </output>
            {changing !== kind && (
              <button type="button" className={s.link} onClick={() => setChanging(kind)}>
                {(kind === 'email' ? profile.email : profile.mobile) ? 'Edit' : 'Add'}
              </button>
            )}
          </div>
          {changing === kind && (
            <IdentityChange
              kind={kind}
              onCancel={() => setChanging(null)}
              onChanged={(next) => {
                updated(next);
                setChanging(null);
                toast({ message: profileSaved, level: 'SUCCESS', ttl: 3000 });
              }}
            />
          )}
        </section>
      ))}
    </>
  );
}
