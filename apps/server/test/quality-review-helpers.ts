import type { FastifyInstance } from 'fastify';
import type { SignedInStaff } from './fixtures/staff';
import { applicantAtVideoChat, asStaff, startVideoChat } from './video-helpers';

/**
 * A call `operator` took and ended with a rejection (a decision needs no checklist for it);
 * `inCall` acts in the call before the decision.
 */
export async function decidedCall(
  app: FastifyInstance,
  operator: SignedInStaff,
  inCall?: (identificationId: string) => Promise<void>,
): Promise<{ identificationId: string; prospectId: string }> {
  const applicant = await applicantAtVideoChat(app);
  const { identificationId } = await startVideoChat(app, applicant);
  const accepted = await asStaff(
    app,
    operator.cookie,
    'POST',
    `/identifications/${identificationId}/accept`,
  );
  if (accepted.statusCode !== 200) throw new Error(`accept refused: ${accepted.body}`);
  await inCall?.(identificationId);
  const decided = await asStaff(
    app,
    operator.cookie,
    'POST',
    `/identifications/${identificationId}/decision`,
    { outcome: 'REJECT', reason: 'The face does not match the document.' },
  );
  if (decided.statusCode !== 200) throw new Error(`decision refused: ${decided.body}`);
  return { identificationId, prospectId: applicant.prospectId };
}
