import { describe, expect, it } from 'vitest';
import { CONTEXT_ON_HOOKS_WARNING, isContextOnAsyncHooks, startTracing } from './start-tracing';
import { ZEnv } from '../config-env';
import { tracingOf } from './tracing-config';

// A collector nobody listens on: these tests export nothing, they only start and stop.
const config = () => tracingOf(ZEnv.parse({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }));

function toldWhenStarted(contextOnAsyncHooks: boolean): string[] {
  const told: string[] = [];
  const tracing = startTracing(config(), contextOnAsyncHooks);
  tracing?.reportTo((message) => told.push(message));
  // Handed over again (a second app in the same process): the warning is not told twice.
  tracing?.reportTo((message) => told.push(message));
  void tracing?.shutdown();
  return told;
}

describe('starting tracing', () => {
  it('when the trace context rides on async hooks, then the app’s log is told once why and what to run instead', () => {
    expect(toldWhenStarted(true)).toEqual([CONTEXT_ON_HOOKS_WARNING]);
  });

  it('when it rides on the async context frame, then nothing is told', () => {
    expect(toldWhenStarted(false)).toEqual([]);
  });

  it('when the Node is read, then only Node 24 or a Node started with the frame’s flag is on the frame', () => {
    const major = Number(process.versions.node.split('.')[0]);
    const flags = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
    const onFrame = major >= 24 || flags.includes('--experimental-async-context-frame');
    expect(isContextOnAsyncHooks()).toBe(!onFrame);
  });
});
