import { z } from 'zod';

/** The shapes of Salt Edge v5's answers this adapter reads (decision 148). */
export const ZErrorAnswer = z.object({
  error: z.object({ class: z.string().optional(), message: z.string().optional() }).optional(),
  error_class: z.string().optional(),
  error_message: z.string().optional(),
});

export const ZProvider = z.object({
  code: z.string(),
  name: z.string(),
  country_code: z.string(),
  interactive: z.boolean().optional(),
});

export const ZCustomer = z.object({ id: z.union([z.string(), z.number()]), secret: z.string() });

export const ZConnectSession = z.object({
  connect_url: z.url(),
  expires_at: z.string().optional(),
});

export const ZConnection = z.object({
  id: z.union([z.string(), z.number()]),
  secret: z.string().optional(),
  status: z.string().optional(),
  last_attempt: z
    .object({
      finished: z.boolean().optional(),
      fail_error_class: z.string().nullable().optional(),
      fail_message: z.string().nullable().optional(),
      last_stage: z
        .object({
          name: z.string(),
          interactive_fields_names: z.array(z.string()).nullable().optional(),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
});
export type SaltEdgeConnection = z.infer<typeof ZConnection>;

export const ZAccount = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  currency_code: z.string(),
  extra: z
    .object({ iban: z.string().optional(), account_number: z.string().optional() })
    .optional(),
});

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ next_id: z.union([z.string(), z.number()]).nullable().optional() }).optional(),
  });

export const CREDENTIALS_ERRORS = new Set(['InvalidCredentials', 'InvalidLoginOrPassword']);
export const INTERACTIVE_ERRORS = new Set(['InvalidInteractiveCredentials', 'InvalidCredentials']);
export const UNKNOWN_BANK_ERRORS = new Set([
  'ProviderNotFound',
  'ProviderDisabled',
  'ProviderInactive',
]);
