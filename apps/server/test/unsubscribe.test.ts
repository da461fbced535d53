import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { freshEmail, outboxFor, post, tokenFromOutbox, errorOf } from './security-helpers';

describe('unsubscribe from marketing e-mails', () => {
  const app = useTestApp();

  async function optOut(email: string) {
    const result = await app.database.db.execute<{ reason: string; reason_text: string | null }>(
      sql`select reason, reason_text from email_opt_outs where email = ${email}`,
    );
    return result.rows[0] ?? null;
  }

  it('when asked, then a confirmation link is e-mailed and nothing changes until it is opened', async () => {
    const email = freshEmail();
    const response = await post(app, '/security/action/noauth/unsubscribe', {
      email,
      reason: 'OTHER',
      reasonText: 'Just <b>too</b> much',
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxFor(app, email);
    // No account has this address, so the mail is in the variant's language (si: Slovenian).
    expect(mail?.subject).toBe('Potrdite, da ne želite več prejemati naših e-sporočil');
    expect(await optOut(email)).toBeNull();

    const token = await tokenFromOutbox(app, email, '/usermessages/unsubscribe');
    const finish = await post(app, '/security/action/noauth/unsubscribefinish', { token });
    expect(finish.statusCode).toBe(200);
    expect(await optOut(email)).toEqual({ reason: 'OTHER', reason_text: 'Just <b>too</b> much' });
  });

  it('when the confirmation is opened twice, then the second is TOKEN_USED', async () => {
    const email = freshEmail();
    await post(app, '/security/action/noauth/unsubscribe', { email, reason: 'TOO_MANY_EMAILS' });
    const token = await tokenFromOutbox(app, email, '/usermessages/unsubscribe');
    expect(
      (await post(app, '/security/action/noauth/unsubscribefinish', { token })).statusCode,
    ).toBe(200);
    const replay = await post(app, '/security/action/noauth/unsubscribefinish', { token });
    expect(errorOf(replay).mainError.code).toBe('TOKEN_USED');
  });

  it('when the reason is not one of the list, then 400 names the reason and nothing is sent', async () => {
    const email = freshEmail();
    const response = await post(app, '/security/action/noauth/unsubscribe', {
      email,
      reason: 'HATE',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([
      { field: 'reason', code: 'validation.unsubscribe.reason' },
    ]);
    expect(await outboxFor(app, email)).toEqual([]);
  });

  it('when a reset token is offered as an unsubscribe token, then it is TOKEN_INVALID (1)', async () => {
    const token = await app.infra.signedTokens.sign('PASSWORD_RESET', { sub: 'x' });
    const response = await post(app, '/security/action/noauth/unsubscribefinish', { token });
    expect(errorOf(response).mainError).toEqual({ code: 'TOKEN_INVALID', message: '1' });
  });
});
