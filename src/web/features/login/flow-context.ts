import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { LoginSuccess } from '../../../contracts/accounts.ts';
import type { Toast } from '../../app/toast-store.ts';
import type { Field } from './login-codes.ts';
import type { LoginMutations } from './login-mutations.ts';
import { checkUsername, toLoginId } from './validation.ts';
import type { Purpose, WidgetAction, WidgetState } from './widget-state.ts';

/** Values typed in the widget's fields besides the username (which is widget state). */
export interface Values {
  password: string;
  otp: string;
  emailOtp: string;
  firstName: string;
  mobile: string;
}
export const emptyValues: Values = { password: '', otp: '', emailOtp: '', firstName: '', mobile: '' };

/** What the flows share: the calls, the reducer, the toasts and the two steps every flow ends with. */
export interface FlowContext {
  compact: boolean;
  calls: LoginMutations;
  dispatch: Dispatch<WidgetAction>;
  toast: (toast: Toast) => void;
  /** The state and values of the latest render: a flow reads them after its awaits. */
  live: RefObject<{ state: WidgetState; values: Values }>;
  setValues: Dispatch<SetStateAction<Values>>;
  errors: (errors: Partial<Record<Field, string>>) => void;
  /** The shopper is logged in. */
  succeed: (account: LoginSuccess | null) => void;
  /** Every failed call goes through the table of spec 000 §8. */
  fail: (error: unknown, loginId: string, fields?: { secret?: Field; code?: Field }) => void;
  sendOtp: (purpose: Purpose, loginId: string, oldIdentity?: string) => Promise<void>;
  sendChurnOtps: (loginId: string) => Promise<void>;
}

/** The username field, checked; null (with the message shown) when it is not valid. */
export function validUsername(ctx: FlowContext): string | null {
  const { userName } = ctx.live.current.state.extra;
  const problem = checkUsername(userName);
  if (problem) {
    ctx.errors({ username: problem });
    return null;
  }
  return toLoginId(userName);
}
