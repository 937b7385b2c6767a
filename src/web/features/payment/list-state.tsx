import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { retry } from '../../texts.ts';
import { problemOf } from './payment-client.ts';
import { loadingOptions } from './payment-texts.ts';
import s from './payment.module.css';

/**
 * A payment service list's loading and failed states (net banking's and EMI's banks): the status
 * line while it loads; the reason with RETRY when the call failed or answered FAILED; null once
 * the list is there.
 */
export function listState(
  query: UseQueryResult<{ response_status: string; error_message?: string | undefined }>,
): ReactNode {
  if (query.isPending) return <p role="status">{loadingOptions}</p>;
  if (!query.isError && query.data.response_status !== 'FAILED') return null;
  return (
    <div role="alert" className={s.form}>
      <p className={s.formError}>{query.isError ? problemOf(query.error).message : (query.data.error_message ?? '')}</p>
      <button type="button" className={s.secondary} onClick={() => void query.refetch()}>
        {retry}
      </button>
    </div>
  );
}
