import {
  CONTRACT_SIGNATURE_FAILED_CODE,
  ROUTES,
  SIGNING_ERROR_CODES,
  ZSigningCodeForm,
  type TSigningCodeSent,
} from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/api-error';
import { Form } from '../ui/form';
import { useZodForm } from '../ui/use-zod-form';
import { SigningCodeEntry } from './signing-code-entry';
import { isWrongCode, WRONG_CODE_MESSAGE } from './wrong-code';

/** A refused code (the OTP's own refusals, SIGNING_CODE_*): every signing step says it in place. */
const CODE_REFUSALS: readonly string[] = SIGNING_ERROR_CODES.filter(
  (code) => code.startsWith('SEC_BUS_LOG_OTP_') || code.startsWith('SIGNING_CODE_'),
);

/**
 * The message key of a signing step's failure, in plain language: in place for a refused code and
 * for the step's own `inPlace` codes, else the technical error; null for no failure.
 */
export function signingErrorKey(error: unknown, inPlace: readonly string[]): string | null {
  if (error === null || error === undefined) return null;
  const code = isApiError(error) ? error.code : undefined;
  if (code !== undefined && (CODE_REFUSALS.includes(code) || inPlace.includes(code))) {
    return `signing.code.errors.${code}`;
  }
  return 'errors.technical';
}

/**
 * A signing step's SMS code: the one sent (null until the first is asked for), and the request of
 * a code, which "send the code" and "send again" both run.
 */
export function useCodeRequest(
  request: () => Promise<TSigningCodeSent>,
  first: TSigningCodeSent | null,
  { onSent, onError }: { onSent?: () => void; onError?: (error: Error) => void } = {},
) {
  const [sent, setSent] = useState(first);
  const send = useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      setSent(answer);
      onSent?.();
    },
    ...(onError ? { onError } : {}),
  });
  return { sent, setSent, send };
}

/** The request of a code (useCodeRequest's `send`) as the form uses it. */
export interface CodeRequest {
  readonly mutate: () => void;
  readonly isPending: boolean;
  readonly error: unknown;
}

export interface SigningCodeFormProps<T> {
  readonly className: string;
  readonly sent: TSigningCodeSent;
  /** The request of a code (useCodeRequest): "send again" runs it, its failure shows above. */
  readonly send: {
    readonly mutate: () => void;
    readonly isPending: boolean;
    readonly error: unknown;
  };
  /** Signs (or issues) with the code typed. */
  readonly sign: (code: string) => Promise<T>;
  readonly onSigned: (result: T) => void;
  /** A refusal the step handles itself (a new set of documents, say): true when it did. */
  readonly onRefused?: (error: unknown) => boolean;
  /** The step's message key of a failure (signingErrorKey with its own codes). */
  readonly errorKey: (error: unknown) => string | null;
  /** The submit button's text, while signing or not. */
  readonly submitLabel: (signing: boolean) => string;
  /** The submit button stays busy once signed, while the step moves on. */
  readonly busyOnceSigned?: boolean;
  /** What the form says above the code (whom it was sent to, what it signs). */
  readonly children: ReactNode;
}

/**
 * The SMS code of a signing step (decision 142): the code typed and sent with `sign`, a wrong code
 * said beside the field, any other failure above the form, and a signature the provider could not
 * make on its own page (spec 1 §8).
 */
export function SigningCodeForm<T>({
  className,
  sent,
  send,
  sign,
  onSigned,
  onRefused,
  errorKey,
  submitLabel,
  busyOnceSigned = false,
  children,
}: SigningCodeFormProps<T>) {
  const navigate = useNavigate();
  const form = useZodForm(ZSigningCodeForm, { defaultValues: { code: '' } });
  const signing = useMutation({
    mutationFn: sign,
    onSuccess: onSigned,
    onError: (error) => {
      if (isApiError(error) && error.code === CONTRACT_SIGNATURE_FAILED_CODE) {
        void navigate(ROUTES.errorContractSignatureFailed);
        return;
      }
      if (onRefused?.(error)) return;
      if (isWrongCode(error)) form.setError('code', { message: WRONG_CODE_MESSAGE });
    },
  });
  const signError = isWrongCode(signing.error) ? null : errorKey(signing.error);
  return (
    <Form
      form={form}
      className={className}
      mainError={signError ?? errorKey(send.error)}
      onSubmit={({ code }) => signing.mutate(code)}
    >
      {children}
      <SigningCodeEntry
        resendAvailableAt={sent.resendAvailableAt}
        onResend={() => send.mutate()}
        resending={send.isPending}
        submitLabel={submitLabel(signing.isPending)}
        submitting={signing.isPending || (busyOnceSigned && signing.isSuccess)}
      />
    </Form>
  );
}
