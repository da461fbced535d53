import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';

describe('development outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.infra.mail.send({ to: 'Ana@Example.si', subject: 'First', text: 'Hello' });
    await app.infra.sms.send({ to: '+386 41 123 456', text: 'Code 123456' });
    await app.infra.mail.send({
      to: 'ana@example.si',
      subject: 'Second <script>alert(1)</script>',
      text: 'Open https://localhost:3000/onboarding/#/x?token=a.b.c&y="z" <img src=x onerror=alert(1)>',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('when the JSON is asked for one address, then its messages come newest first', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/services/dev/outbox?to=ANA@example.si',
    });
    expect(response.statusCode).toBe(200);
    const messages = response.json<{ channel: string; to: string; subject: string }[]>();
    expect(messages.map((message) => message.subject)).toEqual([
      'Second <script>alert(1)</script>',
      'First',
    ]);
    expect(messages[0]).toMatchObject({ channel: 'email', to: 'ana@example.si' });
  });

  it('when the JSON is asked for a phone number, then the SMS is there under the number without spaces', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/services/dev/outbox?to=%2B38641123456',
    });
    const messages = response.json<{ createdAt: string }[]>();
    expect(messages.map(({ createdAt: _createdAt, ...message }) => message)).toEqual([
      { channel: 'sms', to: '+38641123456', subject: null, text: 'Code 123456' },
    ]);
    expect(Number.isNaN(Date.parse(messages[0]?.createdAt ?? ''))).toBe(false);
  });

  it('when the page is opened, then every message is escaped, links are clickable and there is no inline script or style', async () => {
    const response = await app.inject({ method: 'GET', url: '/onboarding/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    const html = response.body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/style=|<style/);
    expect(html).toContain('Second &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://localhost:3000/onboarding/#/x?token=a.b.c&amp;y=">');
    expect(html).toContain('<link rel="stylesheet" href="/onboarding/dev/outbox.css">');
    const css = await app.inject({ method: 'GET', url: '/onboarding/dev/outbox.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('when the page is filtered by an address with markup, then the address is escaped', async () => {
    const response = await app.inject({ method: 'GET', url: '/onboarding/dev/outbox?to=%3Cb%3E' });
    expect(response.body).toContain('&lt;b&gt;');
    expect(response.body).toContain('No messages yet.');
  });
});

describe('development outbox beside the built web app', () => {
  it('when the web app is built, then its wildcard does not hide the outbox page', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'onboarding-web-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><main>web</main>');
    const app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const page = await app.inject({ method: 'GET', url: '/onboarding/dev/outbox' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Development outbox');
      expect((await app.inject({ method: 'GET', url: '/onboarding/' })).body).toContain(
        '<main>web</main>',
      );
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('development outbox in production', () => {
  it('when in production, then both outbox paths are 404', async () => {
    const app = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await app.inject({ method: 'GET', url: '/services/dev/outbox' })).statusCode).toBe(
        404,
      );
      expect((await app.inject({ method: 'GET', url: '/onboarding/dev/outbox' })).statusCode).toBe(
        404,
      );
      await expect(app.infra.mail.send({ to: 'a@b.si', subject: 's', text: 't' })).rejects.toThrow(
        /SMTP_URL/,
      );
      await expect(app.infra.sms.send({ to: '+38641123456', text: 't' })).rejects.toThrow(
        /SMS_GATEWAY_URL/,
      );
    } finally {
      await app.close();
    }
  });
});
