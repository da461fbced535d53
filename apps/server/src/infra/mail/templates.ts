import { DEFAULT_VARIANT, type Language, type VariantId } from '@onboarding/domain';
import {
  catalogForVariant,
  createTranslator,
  type Catalog,
  type MessageValues,
  type Translate,
} from '@onboarding/messages';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import sq from '@onboarding/messages/sq';

/** The e-mails of the `email` message section; each has a subject and a text. */
export const MAIL_TEMPLATES = [
  'verification',
  'alreadyRegistered',
  'passwordReset',
  'passwordChanged',
  'loginBlocked',
  'unsubscribe',
  'unsubscribed',
  'continueLater',
  'callBack',
  'appointment',
  'welcome',
  'erasureConfirmation',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

const CATALOGS: Readonly<Record<Language, Catalog>> = { en, sl, sq };

const translators = new Map<string, Translate>();

/**
 * One translator per language (and variant: its own country in the texts that name it, decision
 * 159), made on first use; a missing key is a bug the tests catch.
 */
export function translatorFor(language: Language, variant: VariantId = DEFAULT_VARIANT): Translate {
  const cacheKey = `${variant}:${language}`;
  let translate = translators.get(cacheKey);
  if (translate === undefined) {
    translate = createTranslator(
      catalogForVariant(CATALOGS[language], variant, language),
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

/** A plain-text e-mail in the applicant's language: greeting, the template's text, signature. */
export function renderMail(
  language: Language,
  template: MailTemplate,
  values: MessageValues & { readonly name?: string },
): RenderedMail {
  const t = translatorFor(language);
  const greeting =
    values.name === undefined
      ? t('email.greetingAnonymous')
      : t('email.greeting', { name: values.name });
  return {
    subject: t(`email.${template}.subject`),
    text: `${greeting}\n\n${t(`email.${template}.text`, values)}\n\n${t('email.signature')}\n`,
  };
}
