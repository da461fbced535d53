import { hmacSha256Hex } from '../../infra/crypto/random';

/** The purpose of the one-time codes of the sign-in. */
export const LOGIN_PURPOSE = 'LOGIN';

/** A sign-in code is stored only as this keyed hash of its id and digits. */
export function hashLoginCode(appSecret: string, codeId: string, code: string): string {
  return hmacSha256Hex(appSecret, `${codeId}:${code}`);
}
