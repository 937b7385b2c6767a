import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm), 19 MiB, 2 iterations (ARCHITECTURE.md). */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown login id, an account without a
 * password) it still spends one verification on a dummy hash, so the answer takes as long as for
 * a wrong password and tells nothing about which ids exist.
 */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-password-anyone-has');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
