import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
