import { createHmac, randomUUID } from 'node:crypto';
import {
  ACTIVATION_CODE_VALID_DAYS,
  activationLink,
  DURATIONS_MS,
  generateActivationCode,
  type TActivationCodeView,
} from '@onboarding/domain';
import QRCode from 'qrcode';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Transaction } from '../../infra/db/database';
import { insertCode, voidLiveCode, type ActivationCodeRow } from './repository';

/** Keys the codes' lookup hash, so a copy of the table cannot be searched for a code. */
export const codeHash = (appSecret: string, code: string) =>
  createHmac('sha256', `${appSecret}:activation-code`).update(code).digest('hex');

const sealContext = (productId: string, codeId: string) => `activation-code:${productId}:${codeId}`;

/** The code itself, kept sealed: the welcome page and the welcome e-mail show it again. */
export const openCode = (cipher: DataCipher, row: ActivationCodeRow) =>
  cipher.openText(row.sealedCode, sealContext(row.productId, row.id));

export interface IssueCodeDeps {
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly appSecret: string;
}

/** A fresh code for the product; the one before, if any, is void from now on. */
export async function issueCode(
  deps: IssueCodeDeps,
  tx: Transaction,
  product: { productId: string; prospectId: string },
) {
  const now = deps.clock();
  const voided = await voidLiveCode(tx, product.productId, now);
  const code = generateActivationCode();
  const row: ActivationCodeRow = {
    id: randomUUID(),
    productId: product.productId,
    prospectId: product.prospectId,
    codeHash: codeHash(deps.appSecret, code),
    sealedCode: '',
    issuedAt: now,
    expiresAt: new Date(now.getTime() + ACTIVATION_CODE_VALID_DAYS * DURATIONS_MS.day),
    voidedAt: null,
    consumedAt: null,
  };
  row.sealedCode = deps.cipher.sealText(code, sealContext(row.productId, row.id));
  await insertCode(tx, row);
  return { code, row, voided };
}

/** The code as the welcome page shows it: with its activation link on the bank's site and a QR. */
export async function activationCodeView(
  bankSiteUrl: string,
  code: string,
  row: ActivationCodeRow,
): Promise<TActivationCodeView> {
  const link = activationLink(bankSiteUrl, code);
  // Error correction M survives a phone camera's glare on a screen; four modules of quiet zone
  // are the standard's minimum.
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return {
    code,
    link,
    qrSvgDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
