import { randomUUID } from 'node:crypto';
import type { TLogoutRequest, TLogoutResponse } from '@onboarding/domain';
import { formatDate, formatDialledNumber, formatPlace } from '@onboarding/domain/format';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import { RATE_LIMITS } from '../../infra/rate-limit/limits';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { SessionUser } from '../../infra/session/session-store';
import type { AppointmentsService } from '../appointments/service';
import type { TMailMessage } from '../messaging/jobs';
import type { Links } from '../messaging/links';
import type { MessagingService } from '../messaging/service';
import type { ProspectsService } from '../prospects/service';
import { insertContactRequest } from './repository';

export interface LeavingServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly messaging: Pick<MessagingService, 'queueMail' | 'texts'>;
  readonly links: Links;
  readonly appointments: AppointmentsService;
  /** The applicant's processes: the continue-later e-mail names the newest one's product. */
  readonly prospects: Pick<ProspectsService, 'processesOf'>;
  /** The variant's dialling code ("+386"): a call-back number typed without one is dialled there. */
  readonly phonePrefix: string;
}

/**
 * "Save and exit" (spec 2 §3 logout action, decisions 046 and 062): the applicant asks for an
 * e-mail to continue later, a call back or a branch appointment; the request is stored, audited
 * and confirmed by e-mail. The route then ends the session.
 */
export function createLeavingService(deps: LeavingServiceDeps) {
  const { db, clock, rateLimiter, messaging, links, appointments, prospects, phonePrefix } = deps;

  return {
    async leave(
      user: SessionUser,
      pathUid: string,
      request: TLogoutRequest,
      context: RequestContext,
    ): Promise<TLogoutResponse> {
      if (pathUid !== user.uid || request.uid !== user.uid) {
        throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
      }
      await rateLimiter.hit({ rule: RATE_LIMITS.contactRequestPerAccount, subject: user.userId });
      const requestId = randomUUID();
      // Read before the transaction (one connection on PGlite): the newest process names the product.
      const newest =
        request.eventType === 'EMAIL' ? (await prospects.processesOf(user)).at(-1) : undefined;

      await db.transaction(async (tx) => {
        let appointmentId: string | null = null;
        const confirmation = { language: user.language, name: user.fullName } as const;
        let mail: TMailMessage;
        if (request.eventType === 'EMAIL') {
          const to = request.email.to[0]?.email ?? user.email;
          mail = {
            ...confirmation,
            to,
            template: 'continueLater',
            values: { link: links.loginBack() },
            ...(newest === undefined ? {} : { product: newest.processName }),
          };
        } else if (request.eventType === 'CALL') {
          mail = {
            ...confirmation,
            to: user.email,
            template: 'callBack',
            // Decision 235: the number in international grouping, never with its trunk 0.
            values: { number: formatDialledNumber(request.call.number, phonePrefix) },
          };
        } else {
          const booked = await appointments.book(tx, user.userId, request.appointment, context);
          appointmentId = booked.appointmentId;
          const { branch } = booked;
          mail = {
            ...confirmation,
            to: user.email,
            template: 'appointment',
            values: {
              branch: branch.name,
              address: `${branch.street} ${branch.houseNumber}, ${formatPlace(branch.postalCode, branch.city)}`,
              date: formatDate(request.appointment.appointmentDate, user.language),
              slot: messaging.texts(user.language)(
                `email.appointment.slot.${request.appointment.appointmentTimeSlot}`,
              ),
            },
          };
        }
        await insertContactRequest(tx, {
          id: requestId,
          userId: user.userId,
          eventType: request.eventType,
          emailTo: request.eventType === 'EMAIL' ? (request.email.to[0]?.email ?? null) : null,
          callNumber: request.eventType === 'CALL' ? request.call.number : null,
          appointmentId,
          createdAt: clock(),
        });
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'contact_request.created',
          subjectType: 'contact_request',
          subjectId: requestId,
          details: { eventType: request.eventType },
        });
        await messaging.queueMail(tx, { userId: user.userId }, mail);
      });
      return { requestId, eventType: request.eventType };
    },
  };
}
