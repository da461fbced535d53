/**
 * An id as the database keeps it (a UUID in its canonical 8-4-4-4-12 form, either case). An id
 * taken from a path, a body or a token is checked before it is looked up: anything else is an
 * unknown id, never a query PostgreSQL refuses.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * The looser check some lookups have always made: 36 hex digits and hyphens in any order. Kept as
 * it is where it stands, so that what those lookups answer does not change.
 */
export const UUID_LIKE_PATTERN = /^[0-9a-f-]{36}$/i;

export function isUuidLike(value: string): boolean {
  return UUID_LIKE_PATTERN.test(value);
}
