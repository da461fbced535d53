import {
  creditorAddressLine,
  creditorLegalName,
  creditorWebLine,
  DEFAULT_PROCESS,
  type Language,
  type TCreditor,
  type ProcessName,
  type VariantId,
  variantMessageValues,
} from '@onboarding/domain';
import {
  createTranslator,
  type Catalog,
  type MessageValues,
  type Translate,
} from '@onboarding/messages';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import sq from '@onboarding/messages/sq';
import { catalogForVariant } from '@onboarding/messages/variant-texts';

/** The e-mails of the `email` message section; each has a subject and a text. */
export const MAIL_TEMPLATES = [
  'verification',
  'alreadyRegistered',
  'passwordReset',
  'passwordChanged',
  'loginBlocked',
  'staffLoginLocked',
  'unsubscribe',
  'unsubscribed',
  'continueLater',
  'callBack',
  'appointment',
  'welcome',
  'welcomeLoan',
  'erasureConfirmation',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * The e-mails that name what the applicant opens (an account, a loan, a deposit): one subject and
 * text per product, `email.<template>.<PROCESS>` (decision 201).
 */
export const PRODUCT_MAIL_TEMPLATES = ['verification', 'continueLater'] as const;
export type ProductMailTemplate = (typeof PRODUCT_MAIL_TEMPLATES)[number];

function isProductTemplate(template: MailTemplate): template is ProductMailTemplate {
  return (PRODUCT_MAIL_TEMPLATES as readonly MailTemplate[]).includes(template);
}

const CATALOGS: Readonly<Record<Language, Catalog>> = { en, sl, sq };

const translators = new Map<string, Translate>();

/**
 * One translator per language and variant (its own country in the texts that name it, decision
 * 159, and its text patches), made on first use; a missing key is a bug the tests catch. The
 * variant is the server's (config.variant): required, so no text falls back to the si wording.
 */
export function translatorFor(language: Language, variant: VariantId): Translate {
  const cacheKey = `${variant}:${language}`;
  let translate = translators.get(cacheKey);
  if (translate === undefined) {
    translate = createTranslator(
      catalogForVariant(
        CATALOGS[language],
        variant,
        language,
        variantMessageValues(variant, language),
      ),
      language,
      {
        onMissing: (key) => {
          throw new Error(`message ${key} is missing in ${language}`);
        },
      },
    );
    translators.set(cacheKey, translate);
  }
  return translate;
}

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
}

/**
 * A plain-text e-mail in the applicant's language: greeting, the template's text, signature. A
 * template that names the product takes the product's text (a current account's without one).
 * The signature names the bank of the configuration with its address and contacts (decision 229).
 */
export function renderMail(
  language: Language,
  template: MailTemplate,
  values: MessageValues & { readonly name?: string },
  sender: TCreditor,
  variant: VariantId,
  product: ProcessName = DEFAULT_PROCESS,
): RenderedMail {
  const t = translatorFor(language, variant);
  const greeting =
    values.name === undefined
      ? t('email.greetingAnonymous')
      : t('email.greeting', { name: values.name });
  const [subject, text] = isProductTemplate(template)
    ? [t(`email.${template}.${product}.subject`), t(`email.${template}.${product}.text`, values)]
    : [t(`email.${template}.subject`), t(`email.${template}.text`, values)];
  return {
    subject,
    text: `${greeting}\n\n${text}\n\n${t('email.signature', signatureValues(sender))}\n`,
  };
}

/** The bank as the signature of every e-mail names it. */
function signatureValues(sender: TCreditor): MessageValues {
  return {
    bank: creditorLegalName(sender),
    address: creditorAddressLine(sender),
    phone: sender.phone,
    email: sender.email,
    web: creditorWebLine(sender),
  };
}
