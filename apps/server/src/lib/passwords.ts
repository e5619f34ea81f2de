import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended parameter set (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) {
    // Spend the same time as a real check so that unknown accounts are not revealed by timing.
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
