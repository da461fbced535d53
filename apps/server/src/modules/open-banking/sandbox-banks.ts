import type { VariantId } from '@onboarding/domain';
import type { ProviderBank } from './provider';

/*
 * The sandbox's test banks per variant (decisions 148 and 242). The account numbers are IBANs
 * under a code no bank of the country holds: in si sort code 98001; in al bank code 99800019
 * (bank 998, branch 0001, national check digit 9; decision 237 keeps 999 for the bank's own
 * example). The Albanian banks are example data.
 */
export const SANDBOX_SORT_CODE = '98001';

/** Every sandbox bank's login (on its own page, decision 250) and the SMS bank's code. */
export const SANDBOX_LOGIN = { login: 'demo', password: 'demo1234' } as const;
export const SANDBOX_SMS_CODE = '123456';
export const SANDBOX_AL_BANK_CODE = '99800019';

type Behaviour = 'simple' | 'sms' | 'fails' | 'slow';
export interface SandboxBank extends ProviderBank {
  readonly behaviour: Behaviour;
  readonly payroll: 'acme' | 'zavod';
}

const SI_SANDBOX_BANKS: readonly SandboxBank[] = [
  {
    code: 'sandbox_banka_si',
    name: 'Sandbox banka',
    countryCode: 'SI',
    interactive: false,
    behaviour: 'simple',
    payroll: 'acme',
  },
  {
    code: 'sandbox_banka_sms_si',
    name: 'Sandbox banka SMS',
    countryCode: 'SI',
    interactive: true,
    behaviour: 'sms',
    payroll: 'zavod',
  },
  {
    code: 'sandbox_banka_napaka_si',
    name: 'Sandbox banka – napaka',
    countryCode: 'SI',
    interactive: false,
    behaviour: 'fails',
    payroll: 'acme',
  },
  {
    code: 'sandbox_banka_pocasna_si',
    name: 'Sandbox banka – počasna',
    countryCode: 'SI',
    interactive: false,
    behaviour: 'slow',
    payroll: 'acme',
  },
];

const AL_SANDBOX_BANKS: readonly SandboxBank[] = [
  {
    code: 'sandbox_banka_al',
    name: 'Sandbox Banka',
    countryCode: 'AL',
    interactive: false,
    behaviour: 'simple',
    payroll: 'acme',
  },
  {
    code: 'sandbox_banka_sms_al',
    name: 'Sandbox Banka SMS',
    countryCode: 'AL',
    interactive: true,
    behaviour: 'sms',
    payroll: 'zavod',
  },
  {
    code: 'sandbox_banka_gabim_al',
    name: 'Sandbox Banka – gabim',
    countryCode: 'AL',
    interactive: false,
    behaviour: 'fails',
    payroll: 'acme',
  },
  {
    code: 'sandbox_banka_ngadalte_al',
    name: 'Sandbox Banka – e ngadaltë',
    countryCode: 'AL',
    interactive: false,
    behaviour: 'slow',
    payroll: 'acme',
  },
];

const FAKE_BANKS: readonly SandboxBank[] = [
  // Salt Edge's fake providers of country XF (wave2 §4), answered by the sandbox.
  {
    code: 'fakebank_simple_xf',
    name: 'Fake Bank Simple',
    countryCode: 'XF',
    interactive: false,
    behaviour: 'simple',
    payroll: 'acme',
  },
  {
    code: 'fakebank_interactive_xf',
    name: 'Fake Bank with SMS',
    countryCode: 'XF',
    interactive: true,
    behaviour: 'sms',
    payroll: 'zavod',
  },
];

/** The sandbox banks of a variant: its country's, then Salt Edge's fake ones. */
export function sandboxBanksOf(variant: VariantId): readonly SandboxBank[] {
  return [...(variant === 'al' ? AL_SANDBOX_BANKS : SI_SANDBOX_BANKS), ...FAKE_BANKS];
}
