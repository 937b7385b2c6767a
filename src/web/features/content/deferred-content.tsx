import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/api-context.tsx';
import { errortnc } from '../../screen-texts.ts';
import { deferredQuery } from './queries.ts';
import s from './content.module.css';

/**
 * Deferred content (spec 000 §4): asked for only once the page is in the browser, so it never
 * holds up the first paint. Shows a loader, then the server's sanitized HTML, or the 'errortnc'
 * message when it cannot be loaded (spec 000 §8).
 */
export function DeferredContentBlock({ title, contentKey }: { title: string; contentKey: string }) {
  const { client } = useApi();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const content = useQuery({ ...deferredQuery(client, contentKey), enabled: mounted });
  return (
    <section className={s.deferred} aria-busy={!content.data && !content.isError}>
      <h2>{title}</h2>
      {content.isError ? (
        <p className={s.deferredError} role="alert" data-message-key="errortnc">
          {errortnc}
        </p>
      ) : content.data ? (
        // Sanitized on the server when stored and again when answered.
        <div className={s.prose} dangerouslySetInnerHTML={{ __html: content.data.html }} />
      ) : (
        <div className={s.loader} aria-label="Loading" />
      )}
    </section>
  );
}
