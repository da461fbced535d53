import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';
import type { StateToPageRow } from './state-to-page';
import {
  STATE_TO_PAGE,
  ZStatusesListRow,
  buildStatusesList,
  findPageForState,
  pageForState,
} from './state-to-page';
import type { ProductState, ProspectState } from './states';
import { PRODUCT_STATES, PROSPECT_STATES } from './states';

describe('STATE_TO_PAGE', () => {
  it.each<[ProspectState, ProductState, string]>([
    ['PROSPECT_NEW', 'PRODUCT_NEW', '/usermessages/verifymail'],
    ['PROSPECT_EMAIL_CHECKED', 'PRODUCT_ACTIVE', '/documentsupload'],
    ['PROSPECT_IDS_UPLOADED', 'PRODUCT_NEW', '/personaldata'],
    ['PROSPECT_INFO_UPLOADED', 'PRODUCT_EMPLOYMENT_UPLOADED', '/consents'],
    ['PROSPECT_CONSENTS_UPLOADED', 'PRODUCT_EMPLOYMENT_UPLOADED', '/consents/pdf'],
    ['PROSPECT_CONSENT_DOCUMENTS_ACCEPTED', 'PRODUCT_EMPLOYMENT_UPLOADED', '/videochat'],
    ['PROSPECT_VERIFIED', 'PRODUCT_EMPLOYMENT_UPLOADED', '/certificate'],
    ['PROSPECT_VERIFIED', 'PRODUCT_DOCUMENTS_SIGNED', '/choosebranch'],
    ['PROSPECT_VERIFIED', 'PRODUCT_UPLOADED_DETAILS', '/choosebranch'],
    ['PROSPECT_VERIFIED', 'PRODUCT_PENNY_TRANSFER_DISPLAYED', '/welcome'],
    ['PROSPECT_VERIFIED', 'PRODUCT_ACTIVE', '/welcome'],
    ['PROSPECT_REJECTED', 'PRODUCT_NEW', '/usermessages/errorpage'],
    ['PROSPECT_REDIRECT_TO_BRANCH', 'PRODUCT_NEW', '/usermessages/errorpage/selectbranch'],
    // The loan rows of decision 147.
    ['PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW', '/salarystatement'],
    ['PROSPECT_VERIFIED', 'PRODUCT_RISK_UPLOADED', '/creditapproval'],
    ['PROSPECT_VERIFIED', 'PRODUCT_WAITING_OFFER_SELECTION', '/creditapproval'],
    [
      'PROSPECT_VERIFIED',
      'PRODUCT_WAITING_SWITCH_PRODUCT',
      '/usermessages/errorpage/loannotdisemborsed',
    ],
  ])('sends %s with %s to %s', (prospectState, productState, route) => {
    expect(pageForState({ prospectState, productState })).toEqual({ ok: true, route });
  });

  it('has one row per product state of a cell (13 rows, + 5 of the loan) and covers every prospect state', () => {
    expect(STATE_TO_PAGE).toHaveLength(18);
    expect(
      pageForState({ prospectState: 'PROSPECT_VERIFIED', productState: 'PRODUCT_OFFER_SELECTED' }),
    ).toEqual({
      ok: true,
      route: '/certificate',
    });
    expect(new Set(STATE_TO_PAGE.map((row) => row.prospectState))).toEqual(
      new Set(PROSPECT_STATES),
    );
  });

  it.each(PRODUCT_STATES)('matches ANY rows whatever the product state (%s)', (productState) => {
    expect(pageForState({ prospectState: 'PROSPECT_NEW', productState })).toEqual({
      ok: true,
      route: ROUTES.verifyMail,
    });
  });
});

describe('a process’s own pages (decision 231)', () => {
  it('when a day deposit has its personal data in and the product is new, then /deposit', () => {
    const states = {
      prospectState: 'PROSPECT_INFO_UPLOADED',
      productState: 'PRODUCT_NEW',
    } as const;
    expect(pageForState(states, 'DAYPOSIT')).toEqual({ ok: true, route: ROUTES.depositTerms });
    // A loan in the same states goes on to its salary statement; without a process, the table.
    expect(pageForState(states, 'PERSONALLOAN')).toEqual({
      ok: true,
      route: ROUTES.salaryStatement,
    });
    expect(pageForState(states)).toEqual({ ok: true, route: ROUTES.salaryStatement });
  });

  it('when the deposit is chosen, then the shared table leads it to the consents', () => {
    expect(
      pageForState(
        { prospectState: 'PROSPECT_INFO_UPLOADED', productState: 'PRODUCT_EMPLOYMENT_UPLOADED' },
        'DAYPOSIT',
      ),
    ).toEqual({ ok: true, route: ROUTES.consents });
  });
});

describe('findPageForState', () => {
  it('uses the only prospect row even when its product state differs', () => {
    expect(
      pageForState({ prospectState: 'PROSPECT_IDS_UPLOADED', productState: 'PRODUCT_ACTIVE' }),
    ).toEqual({ ok: true, route: ROUTES.personalData });
  });

  it('gives NO_MATCH when several rows match the prospect state and none the product state', () => {
    expect(
      pageForState({ prospectState: 'PROSPECT_VERIFIED', productState: 'PRODUCT_NEW' }),
    ).toEqual({ ok: false, error: 'NO_MATCH' });
  });

  it('gives NO_MATCH when no row has the prospect state', () => {
    const rows: StateToPageRow[] = [
      { prospectState: 'PROSPECT_NEW', productState: 'ANY', url: ROUTES.verifyMail },
    ];
    expect(
      findPageForState(
        { prospectState: 'PROSPECT_VERIFIED', productState: 'PRODUCT_ACTIVE' },
        rows,
      ),
    ).toEqual({ ok: false, error: 'NO_MATCH' });
  });

  it('gives SEVERAL_MATCHES when rows still tie on the product state', () => {
    const rows: StateToPageRow[] = [
      { prospectState: 'PROSPECT_VERIFIED', productState: 'PRODUCT_ACTIVE', url: ROUTES.welcome },
      { prospectState: 'PROSPECT_VERIFIED', productState: 'ANY', url: ROUTES.chooseBranch },
    ];
    expect(
      findPageForState(
        { prospectState: 'PROSPECT_VERIFIED', productState: 'PRODUCT_ACTIVE' },
        rows,
      ),
    ).toEqual({ ok: false, error: 'SEVERAL_MATCHES' });
    expect(
      findPageForState({ prospectState: 'PROSPECT_VERIFIED', productState: 'PRODUCT_NEW' }, rows),
    ).toEqual({ ok: true, route: ROUTES.chooseBranch });
  });

  it.each([
    [{ prospectState: undefined, productState: 'PRODUCT_NEW' as const }],
    [{ prospectState: null, productState: 'PRODUCT_NEW' as const }],
    [{ prospectState: 'PROSPECT_NEW' as const, productState: undefined }],
    [{ prospectState: 'PROSPECT_NEW' as const, productState: null }],
  ])('gives MISSING_INPUT for a missing state %o', (input) => {
    expect(pageForState(input)).toEqual({ ok: false, error: 'MISSING_INPUT' });
  });

  it.each([null, undefined, []])('gives MISSING_INPUT for a missing list (%o)', (rows) => {
    expect(
      findPageForState({ prospectState: 'PROSPECT_NEW', productState: 'PRODUCT_NEW' }, rows),
    ).toEqual({ ok: false, error: 'MISSING_INPUT' });
  });
});

describe('buildStatusesList', () => {
  const list = buildStatusesList();

  it('has one valid wire row per table row, in order', () => {
    expect(list).toHaveLength(STATE_TO_PAGE.length);
    list.forEach((row, index) => {
      expect(ZStatusesListRow.parse(row)).toEqual(row);
      expect(row.url).toBe(STATE_TO_PAGE[index]?.url);
      expect(row.prospectState).toBe(STATE_TO_PAGE[index]?.prospectState);
      expect(row.productState).toBe(STATE_TO_PAGE[index]?.productState);
    });
  });

  it('names the step, page and title message of each page', () => {
    expect(list[1]).toEqual({
      prospectState: 'PROSPECT_EMAIL_CHECKED',
      productState: 'ANY',
      url: '/documentsupload',
      navName: 'DocumentUpload',
      pageName: 'documentsUpload',
      messageId: 'page.documentsUpload.title',
    });
    expect(list[0]).toMatchObject({ navName: null, pageName: 'verifyMail' });
    expect(list[5]).toMatchObject({ navName: 'SummaryPDF', pageName: 'consentsPdf' });
  });

  it('can be looked up exactly like the table', () => {
    expect(
      findPageForState(
        { prospectState: 'PROSPECT_VERIFIED', productState: 'PRODUCT_ACTIVE' },
        list,
      ),
    ).toEqual({ ok: true, route: ROUTES.welcome });
  });
});
