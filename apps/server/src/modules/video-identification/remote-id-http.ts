import type { RemoteIdAnswer, RemoteIdProvider } from './remote-id-port';

/** An external provider has this long to answer one call. */
const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * The external provider (decision 133): each call forwarded to `baseUrl` with the same path, body
 * and `Authorization: COP {sessionKey}`; its status and JSON answer are passed back as they are.
 */
export function createHttpRemoteIdProvider(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
): RemoteIdProvider {
  const post = async (
    path: string,
    body: unknown,
    sessionKey: string | null,
  ): Promise<RemoteIdAnswer> => {
    const response = await fetchImpl(`${baseUrl}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(sessionKey === null ? {} : { authorization: `COP ${sessionKey}` }),
      },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed };
  };
  return {
    kind: 'external',
    startProcess: (token, body) => post(`process/${encodeURIComponent(token)}/start`, body, null),
    task: (task, sessionKey, body) =>
      post(
        `${encodeURIComponent(task.name)}/${encodeURIComponent(task.id)}/${task.step}`,
        body,
        sessionKey,
      ),
  };
}
