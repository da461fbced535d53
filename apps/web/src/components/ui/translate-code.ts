import type { Translate } from '@onboarding/messages';

/**
 * Translates an error code that arrives as data (a zod issue message, a server field error): the
 * codes are message keys, but their type is only `string`. An unknown code is shown as it is and
 * reported by the translator's onMissing (a warning in development, a failing test).
 */
export function translateCode(t: Translate, code: string): string {
  return (t as (key: string) => string)(code);
}
