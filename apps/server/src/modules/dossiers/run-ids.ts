const RUN_ID_PATTERN = /^[0-9a-f-]{36}$/i;

/** Whether `id` can be a run's id at all: anything else is unknown without a read. */
export function isRunId(id: string): boolean {
  return RUN_ID_PATTERN.test(id);
}
