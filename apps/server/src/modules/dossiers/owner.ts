/** The applicant a run's prospect must belong to. */
export interface Owner {
  readonly userId: string;
}
