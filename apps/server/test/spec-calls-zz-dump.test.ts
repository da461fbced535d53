import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { buildTestApp } from './build-test-app';

it('dumps', async () => {
  const app = await buildTestApp();
  writeFileSync('/tmp/h/sc/routes.txt', app.printRoutes({ commonPrefix: false }));
  const res = await app.inject({ method: 'GET', url: '/services/docs/json' });
  writeFileSync('/tmp/h/sc/openapi.json', res.body);
  await app.close();
}, 120000);
