import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is a const enum, which verbatimModuleSyntax cannot read: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/**
 * DESIGN "Passwords": argon2id with t=2 and m=19 MiB (OWASP's first recommended setting), one lane.
 * About 20–70 ms here, which is why every caller checks its rate limit before hashing.
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  timeCost: 2,
  memoryCost: 19 * 1024,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of a real verification against a fixed hash, for a sign-in with an unknown
   * e-mail: the answer then takes as long as for a known one (decisions 042 and 045).
   */
  verifyDummy(password: string): Promise<void>;
}

export async function createArgon2PasswordHasher(): Promise<PasswordHasher> {
  // Hashed once at start with the same parameters, so the dummy check costs what a real one does.
  const dummyHash = await hash('dummy password for unknown accounts', ARGON2_OPTIONS);
  return {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash never signs anyone in.
        return false;
      }
    },
    async verifyDummy(password) {
      await verify(dummyHash, password).catch(() => false);
    },
  };
}
