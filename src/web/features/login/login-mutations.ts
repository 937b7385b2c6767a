import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../app/api-context.tsx';
import { accountApi } from './account-api.ts';

/**
 * Every call is made as it was before the widget used mutations: at once, even when the browser
 * says it is offline (the default 'online' mode would hold the call and leave the widget busy),
 * never retried, and not kept in the mutation cache once the widget is gone (bodies hold
 * passwords and codes).
 */
const asBefore = { networkMode: 'always', retry: false, gcTime: 0 } as const;

/**
 * The widget's server calls (src/contracts/account-calls.ts through account-api.ts), one TanStack
 * Query mutation each. The flows await `mutateAsync` and keep the widget's state in its reducer, so
 * a failure reaches the login codes table of spec 000 §8 as the thrown error, as before.
 */
export function useLoginMutations() {
  const { client } = useApi();
  const api = useMemo(() => accountApi(client), [client]);
  const authenticate = useMutation({ ...asBefore, mutationFn: api.authenticate });
  const generateOtp = useMutation({ ...asBefore, mutationFn: api.generateOtp });
  const verifyOtp = useMutation({ ...asBefore, mutationFn: api.verifyOtp });
  const signupStatus = useMutation({ ...asBefore, mutationFn: api.status });
  const signUp = useMutation({ ...asBefore, mutationFn: api.signUp });
  const setPassword = useMutation({ ...asBefore, mutationFn: api.setPassword });
  const updateIdentity = useMutation({ ...asBefore, mutationFn: api.updateIdentity });
  const reactivate = useMutation({ ...asBefore, mutationFn: api.reactivate });
  const verifyIdentity = useMutation({ ...asBefore, mutationFn: api.verifyIdentity });
  const socialLogin = useMutation({ ...asBefore, mutationFn: api.socialLogin });
  return {
    authenticate: authenticate.mutateAsync,
    generateOtp: generateOtp.mutateAsync,
    verifyOtp: verifyOtp.mutateAsync,
    /** The lookup state of one login id (spec 000 §3). */
    status: signupStatus.mutateAsync,
    signUp: signUp.mutateAsync,
    setPassword: setPassword.mutateAsync,
    updateIdentity: updateIdentity.mutateAsync,
    reactivate: reactivate.mutateAsync,
    verifyIdentity: verifyIdentity.mutateAsync,
    socialLogin: socialLogin.mutateAsync,
  };
}

export type LoginMutations = ReturnType<typeof useLoginMutations>;
