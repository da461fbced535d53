import type { EnvVars } from '../config-env';

/** Traces over OTLP/HTTP (decision 282); none (null in Config): off, nothing of the SDK loaded. */
export interface TracingConfig {
  /** Where spans are exported (OTLP/HTTP, JSON). */
  readonly tracesUrl: string;
  readonly serviceName: string;
}

/** Tracing is on when an OTLP endpoint is set and the standard switches do not say otherwise. */
export function tracingOf(vars: EnvVars): TracingConfig | null {
  if (vars.OTEL_SDK_DISABLED === 'true' || vars.OTEL_TRACES_EXPORTER === 'none') return null;
  const tracesUrl =
    vars.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (vars.OTEL_EXPORTER_OTLP_ENDPOINT === undefined
      ? undefined
      : `${vars.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`);
  if (tracesUrl === undefined) return null;
  return { tracesUrl, serviceName: vars.OTEL_SERVICE_NAME ?? 'onboarding-server' };
}
