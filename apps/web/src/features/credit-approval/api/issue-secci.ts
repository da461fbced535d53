import { ZSecciIssued, type TOfferChoice, type TSecciIssued } from '@onboarding/domain';
import { api } from '../../../lib/api/api';

const secciPath = (productId: string) =>
  `/onboarding/products/${encodeURIComponent(productId)}/secci`;

/**
 * `POST onboarding/products/{id}/secci`: the Standard European Consumer Credit Information for
 * exactly these terms, made in the page's language (the client sends it) and kept with its hash.
 */
export function issueSecci(productId: string, choice: TOfferChoice): Promise<TSecciIssued> {
  return api.post(secciPath(productId), {
    body: choice,
    schema: ZSecciIssued,
    routeErrors: false,
  });
}

/** `GET onboarding/products/{id}/secci/{secciId}`: where the PDF opens (the browser's viewer). */
export function secciUrl(productId: string, secciId: string): string {
  return `/services/slo${secciPath(productId)}/${encodeURIComponent(secciId)}`;
}
