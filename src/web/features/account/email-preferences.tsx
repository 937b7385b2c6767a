import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EmailPreferences } from '../../../contracts/profile.ts';
import { useApi } from '../../app/api-context.tsx';
import { tryAgain } from '../../texts.ts';
import { preferencesSaved } from './account-texts.ts';
import { useToast } from '../../app/toasts.tsx';
import { accountCalls, accountKeys, accountQueries } from './account-api.ts';
import { QueryState } from './account-layout.tsx';
import s from './account.module.css';

const topics: { key: keyof EmailPreferences; title: string; note: string }[] = [
  { key: 'offers', title: 'Offers and deals', note: 'Sales, bank offers and price drops picked for you' },
  { key: 'orderUpdates', title: 'Order updates', note: 'Confirmation, shipping and delivery of your orders' },
  { key: 'newsletters', title: 'Newsletters', note: 'What is new in the store, once a week' },
  { key: 'recommendations', title: 'Recommendations', note: 'Products like the ones you viewed and bought' },
];

/** Email preferences (/account/subscriptions): one switch a topic, saved as it changes. */
export function EmailPreferencesForm() {
  const { client, queryClient } = useApi();
  const query = useQuery(accountQueries(client).emailPreferences());
  const toast = useToast();
  const [saving, setSaving] = useState<string | null>(null);
  const change = async (key: keyof EmailPreferences, value: boolean) => {
    setSaving(key);
    // The switch moves at once; a failed save puts it back.
    const before = queryClient.getQueryData<EmailPreferences>(accountKeys.emailPreferences);
    if (before) queryClient.setQueryData(accountKeys.emailPreferences, { ...before, [key]: value });
    try {
      const saved = await accountCalls(client).updateEmailPreferences({ [key]: value });
      queryClient.setQueryData(accountKeys.emailPreferences, saved);
      toast({ message: preferencesSaved, level: 'SUCCESS', ttl: 3000 });
    } catch {
      if (before) queryClient.setQueryData(accountKeys.emailPreferences, before);
      toast({ message: tryAgain, level: 'ERROR' });
    } finally {
      setSaving(null);
    }
  };
  return (
    <QueryState query={query}>
      {() => (
        <ul className={s.toggles}>
          {topics.map((t) => (
            <li key={t.key}>
              <label>
                <input
                  type="checkbox"
                  name={t.key}
                  checked={query.data![t.key]}
                  aria-busy={saving === t.key || undefined}
                  onChange={(e) => change(t.key, e.target.checked)}
                />
                <span>
                  {t.title}
                  <small>{t.note}</small>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
