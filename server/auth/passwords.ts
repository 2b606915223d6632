import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum).
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (stored: string | null | undefined, password: string): Promise<boolean> => {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

// Spent on unknown accounts too, so response time does not reveal which emails exist.
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hash('not-a-real-password');
  await verifyPassword(await dummyHash, password);
};
