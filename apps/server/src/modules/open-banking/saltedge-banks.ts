import { z } from 'zod';
import { OpenBankingProviderError, type ProviderBank } from './provider';
import { allPages, callSaltEdge, type SaltEdgeHttp } from './saltedge-client';
import { ZProvider } from './saltedge-schemas';

type SaltEdgeProvider = z.infer<typeof ZProvider>;

const toBank = (provider: SaltEdgeProvider): ProviderBank => ({
  code: provider.code,
  name: provider.name,
  countryCode: provider.country_code,
  interactive: provider.interactive ?? false,
});

/** The banks of a country; XF adds Salt Edge's fake providers. */
export async function listSaltEdgeBanks(
  http: SaltEdgeHttp,
  countryCode: string,
  signal: AbortSignal,
): Promise<ProviderBank[]> {
  const fake = countryCode === 'XF' ? '&include_fake_providers=true' : '';
  const list = await allPages(
    http,
    `/providers?country_code=${encodeURIComponent(countryCode)}${fake}`,
    ZProvider,
    {},
    signal,
  );
  return list.map(toBank);
}

/** One bank by its code; null when Salt Edge knows none such. */
export async function findSaltEdgeBank(
  http: SaltEdgeHttp,
  code: string,
  signal: AbortSignal,
): Promise<ProviderBank | null> {
  try {
    const { data } = await callSaltEdge(
      http,
      'GET',
      `/providers/${encodeURIComponent(code)}`,
      z.object({ data: ZProvider }),
      { signal },
    );
    return toBank(data);
  } catch (error) {
    if (error instanceof OpenBankingProviderError && error.failure === 'UNKNOWN_BANK') {
      return null;
    }
    throw error;
  }
}
