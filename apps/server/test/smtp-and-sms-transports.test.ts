import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { startSmtpServer } from './smtp-server';
import { freshEmail, freshIp, newUid, post, VALID_PASSWORD } from './security-helpers';

/** An HTTP SMS gateway on a free loopback port that records the JSON it is given. */
async function startSmsGateway() {
  const received: unknown[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        type: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString()) as unknown,
      });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('real transports', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    gateway = await startSmsGateway();
    app = await buildTestApp({
      env: {
        SMTP_URL: smtp.url,
        SMS_GATEWAY_URL: gateway.url,
        MAIL_FROM: 'Banka <no-reply@bank.example>',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await gateway.close();
  });

  it('when SMTP_URL is set, then the verification e-mail goes through the SMTP server and not the outbox', async () => {
    const ip = freshIp();
    const uid = await newUid(app, ip);
    const email = freshEmail();
    await post(
      app,
      '/security/action/setRegistration',
      {
        uid,
        language: 'sl',
        userData: {
          fullName: 'Špela Žagar',
          email,
          password: VALID_PASSWORD,
          phoneNumber: '041 321 654',
          prefix: '+386',
        },
      },
      { ip },
    );
    const check = await post(
      app,
      '/security/action/noauth/checkemail',
      { uid, language: 'sl', email, link: '' },
      { ip },
    );
    expect(check.json()).toEqual({ statusCode: 200 });
    await app.jobs.drain();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual([email]);
    expect(mail?.from).toBe('no-reply@bank.example');
    expect(mail?.subject).toBe('Potrdite svoj e-poštni naslov');
    expect(mail?.text).toContain('Pozdravljeni, Špela Žagar!');
    expect(mail?.text).toMatch(/\/onboarding\/#\/usermessages\/emailvalidated\?token=[\w.-]+/);
    expect(app.infra.mail.transport).toBe('smtp');
    expect(
      (await app.inject({ method: 'GET', url: `/services/dev/outbox?to=${email}` })).json(),
    ).toEqual([]);
  });

  it('when SMS_GATEWAY_URL is set, then the code is POSTed as JSON { to, text }', async () => {
    await app.infra.sms.send({ to: '+38641123456', text: 'Koda 123456' });
    expect(gateway.received).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: { to: '+38641123456', text: 'Koda 123456' },
      },
    ]);
  });
});
