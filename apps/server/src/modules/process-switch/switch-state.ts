/** The product state of a loan the bank cannot grant: only then it may continue as an account. */
export const SWITCH_FROM_STATE = 'PRODUCT_WAITING_SWITCH_PRODUCT' as const;

/** The applicant of a call. */
export interface Owner {
  readonly userId: string;
}
