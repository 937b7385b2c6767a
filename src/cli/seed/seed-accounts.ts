import { accounts } from '../../api/accounts/schema.ts';
import { hashPassword } from '../../api/accounts/passwords.ts';
import type { Executor } from '../../platform/db/transaction.ts';

/** Password of every demo account that has one (README "Demo accounts"). */
export const demoPassword = 'Bazaar@2017';

/**
 * Demo accounts, one in each state of the account state machine, for manual checks and tests.
 * Idempotent: an account already there is left as it is.
 */
export const demoAccounts = [
  {
    id: 'demo-active',
    mobile: '+919876543210',
    email: 'asha.demo@example.com',
    firstName: 'Asha',
    lastName: 'Verma',
    gender: 'FEMALE',
    state: 'ACTIVE',
    password: true,
  },
  {
    id: 'demo-not-verified',
    mobile: '+919876500001',
    email: 'nv.demo@example.com',
    firstName: 'Nikhil',
    lastName: 'Rao',
    gender: 'MALE',
    state: 'NOT_VERIFIED',
    password: true,
  },
  {
    id: 'demo-inactive',
    mobile: '+919876500002',
    email: 'inactive.demo@example.com',
    firstName: 'Imran',
    lastName: 'Shaikh',
    gender: 'MALE',
    state: 'LOGIN_INACTIVE',
    password: true,
  },
  {
    id: 'demo-churned',
    mobile: '+919876500003',
    email: 'churned.demo@example.com',
    firstName: 'Chitra',
    lastName: 'Iyer',
    gender: 'FEMALE',
    state: 'CHURNED',
    password: false,
  },
  {
    id: 'demo-guest',
    mobile: '+919876500004',
    email: null,
    firstName: 'Gopal',
    lastName: null,
    gender: null,
    state: 'GUEST',
    password: false,
  },
  {
    id: 'demo-blocked',
    mobile: '+919876500005',
    email: 'blocked.demo@example.com',
    firstName: 'Bala',
    lastName: 'Das',
    gender: 'MALE',
    state: 'ACTIVE',
    password: true,
    blockedReason: 'Your account has been blocked for unusual activity. Please contact customer care.',
  },
] as const;

export async function seedAccounts(db: Executor): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db
    .insert(accounts)
    .values(
      demoAccounts.map(({ password, ...a }) => ({
        ...a,
        blockedReason: 'blockedReason' in a ? a.blockedReason : null,
        passwordHash: password ? passwordHash : null,
      })),
    )
    .onConflictDoNothing();
}
