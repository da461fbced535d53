import type { Language } from '@onboarding/domain';
import type { RequestContext } from '../../infra/audit/audit-log';
import type { Transaction } from '../../infra/db/database';
import type { Links } from '../messaging/links';
import { auditNote, type MessagingService } from '../messaging/service';
import type { ProductsService } from '../products/service';
import { findUserByEmail, type RegistrationRow } from './repository';

export interface VerificationMailDeps {
  readonly messaging: Pick<MessagingService, 'queueMail'>;
  readonly links: Pick<Links, 'loginBack' | 'forgotPassword'>;
  /** The product chosen before signing up: the verification e-mail names it (decision 201). */
  readonly products: Pick<ProductsService, 'latestUnattached'>;
}

/**
 * Queues the verification e-mail, or "already registered" to the owner when the address is
 * taken; each is audited when it is really sent.
 */
export async function queueVerificationOrNotice(
  { messaging, links, products }: VerificationMailDeps,
  tx: Transaction,
  registration: RegistrationRow,
  language: Language,
  context: RequestContext,
): Promise<void> {
  const existing = await findUserByEmail(tx, registration.email);
  if (existing !== null) {
    await messaging.queueMail(
      tx,
      { userId: existing.id },
      {
        to: existing.email,
        language,
        template: 'alreadyRegistered',
        name: existing.fullName,
        values: { loginLink: links.loginBack(), resetLink: links.forgotPassword() },
        audit: auditNote(context, {
          actorType: 'anonymous',
          actorId: registration.uid,
          action: 'registration.address_taken_notice_sent',
          subjectType: 'user',
          subjectId: existing.id,
        }),
      },
    );
    return;
  }
  const chosen = await products.latestUnattached(tx, registration.uid);
  await messaging.queueMail(
    tx,
    { uid: registration.uid },
    {
      to: registration.email,
      language,
      template: 'verification',
      name: registration.fullName,
      ...(chosen === null ? {} : { product: chosen.productType }),
      values: {},
      signedLink: {
        value: 'link',
        page: 'emailValidated',
        purpose: 'EMAIL_VERIFICATION',
        claims: { uid: registration.uid, language },
      },
      audit: auditNote(context, {
        actorType: 'anonymous',
        actorId: registration.uid,
        action: 'registration.verification_sent',
        subjectType: 'registration',
        subjectId: registration.uid,
      }),
    },
  );
}
