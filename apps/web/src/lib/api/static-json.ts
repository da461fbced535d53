/**
 * spec 3 §5, §7: the loader of static JSON files (content the bank publishes beside the app). It
 * takes only a string address of a .json file, asks without caches and refuses redirects.
 */
export async function loadStaticJson(
  url: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  if (typeof url !== 'string') throw new TypeError('unexpected value type');
  const path = url.split(/[?#]/)[0] ?? '';
  if (!path.toLowerCase().endsWith('.json')) throw new Error('unexpected file extension');
  const response = await fetchImpl(url, {
    headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    cache: 'no-cache',
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as unknown;
}
