import {
  ZErrorBody,
  ZIncomeConfirmation,
  ZLoanApplication,
  ZLoanPayoutView,
  ZLongProcess,
  ZLongProcessLoanChoice,
  ZLongProcessParams,
  ZOfferChoice,
  ZOfferQuote,
  ZPayoutAccountOptions,
  ZRiskAssessmentRequest,
  ZRiskAssessmentResult,
  ZRiskPatchQuery,
  ZSecciIssued,
  ZSelectLoanRequest,
  ZSelectLoanResponse,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { fileAnswer } from '../../plugins/app/declared-errors';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const errors = { ...CALLER_ROUTE_ERRORS, 422: ZErrorBody };
const ZProductParams = z.object({ id: z.string().max(64) });
const ZSecciPathParams = ZProductParams.extend({ secciId: z.string().max(64) });
const NO_STORE = 'private, no-store';
const PRODUCT = '/onboarding/products/:id';

type LoansApp = Parameters<FastifyPluginCallbackZod>[0];

/** The income confirmation and what the loan stands on (`products/{id}/risk`). */
function registerIncomeRoutes(app: LoansApp): void {
  const { loans } = app.services;

  app.patch(
    `${PRODUCT}/risk`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary:
          'The applicant confirms the income found or declared and states the loan wished for.',
        params: ZProductParams,
        querystring: ZRiskPatchQuery,
        body: ZIncomeConfirmation,
        response: { 200: ZLoanApplication, ...errors },
      },
    },
    async (request) =>
      loans.confirmIncome(
        applicantOf(request),
        request.params.id,
        request.query.bank,
        request.body,
        requestContextOf(request),
      ),
  );

  app.get(
    `${PRODUCT}/risk`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary: 'The confirmed income and wish the loan stands on.',
        params: ZProductParams,
        response: { 200: ZLoanApplication, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return loans.applicationOfOwn(applicantOf(request), request.params.id);
    },
  );
}

/** The risk run and its result (`user/checkrisk`, `user/getriskassessmentresult`). */
function registerRiskRunRoutes(app: LoansApp): void {
  const { loans } = app.services;

  app.post(
    '/user/checkrisk',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary: 'The risk run of the prospect; started again when it ended in ERROR.',
        body: ZRiskAssessmentRequest,
        response: { 200: ZLongProcess, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return loans.checkRisk(
        applicantOf(request),
        request.body.prospectId,
        requestContextOf(request),
      );
    },
  );

  app.post(
    '/user/getriskassessmentresult',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary:
          'The assessment: outcome, reasons, the offer and the ranges the sliders may move in.',
        body: ZRiskAssessmentRequest,
        response: { 200: ZRiskAssessmentResult, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return loans.result(applicantOf(request), request.body.prospectId);
    },
  );
}

/** The offers the sliders move within (`alternateoffer`, `alternateoffer/update`). */
function registerOfferRoutes(app: LoansApp): void {
  const { loans } = app.services;

  app.get(
    `${PRODUCT}/alternateoffer`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary: "The bank's offer: the alternate, or the wish as asked when it was accepted.",
        params: ZProductParams,
        response: { 200: ZOfferQuote, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return loans.alternateOffer(applicantOf(request), request.params.id);
    },
  );

  app.patch(
    `${PRODUCT}/alternateoffer/update`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary: "The offer for the sliders' amount, tenor and insurance; nothing is stored.",
        params: ZProductParams,
        body: ZOfferChoice,
        response: { 200: ZOfferQuote, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return loans.quote(applicantOf(request), request.params.id, request.body);
    },
  );
}

/** The SECCI issued before the choice and read back as issued. */
function registerSecciRoutes(app: LoansApp): void {
  const { loans } = app.services;

  app.post(
    `${PRODUCT}/secci`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary:
          'Issues the Standard European Consumer Credit Information (PDF) for these terms, kept with its SHA-256.',
        params: ZProductParams,
        body: ZOfferChoice,
        response: { 200: ZSecciIssued, ...errors },
      },
    },
    async (request) =>
      loans.issueSecci(
        applicantOf(request),
        request.params.id,
        request.body,
        requestContextOf(request),
      ),
  );

  app.get(
    `${PRODUCT}/secci/:secciId`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary: 'One SECCI as issued (application/pdf).',
        params: ZSecciPathParams,
        response: { 200: fileAnswer('application/pdf', 'The SECCI as issued.'), ...errors },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await loans.secciPdf(
        applicantOf(request),
        request.params.id,
        request.params.secciId,
      );
      return reply
        .headers({
          'content-type': 'application/pdf',
          'cache-control': NO_STORE,
          'content-disposition': `inline; filename="${fileName}"`,
        })
        .send(bytes);
    },
  );
}

/** Where, when and how the chosen loan is paid and repaid (decision 233). */
function registerPayoutRoutes(app: LoansApp): void {
  const { loans } = app.services;

  app.get(
    `${PRODUCT}/payout`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary:
          'What the chosen loan pays, into which account and when, and its first instalment (decision 233).',
        params: ZProductParams,
        response: { 200: ZLoanPayoutView, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return loans.payoutOfOwn(applicantOf(request), request.params.id);
    },
  );

  app.get(
    `${PRODUCT}/repaymentplan`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary: "The chosen loan's repayment plan (application/pdf).",
        params: ZProductParams,
        response: { 200: fileAnswer('application/pdf', 'The repayment plan.'), ...errors },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await loans.repaymentPlanPdf(
        applicantOf(request),
        request.params.id,
      );
      return reply
        .headers({
          'content-type': 'application/pdf',
          'cache-control': NO_STORE,
          'content-disposition': `attachment; filename="${fileName}"`,
        })
        .send(bytes);
    },
  );
}

/** The choice (`user/selectloan`, `processes/longprocesses/{id}/loan`) and its payout account. */
function registerChoiceRoutes(app: LoansApp): void {
  const { loans } = app.services;

  app.get(
    `${PRODUCT}/payoutaccount`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary:
          "The bank connection's account the loan may be paid into, and the account chosen (decision 233).",
        params: ZProductParams,
        response: { 200: ZPayoutAccountOptions, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return loans.payoutAccountOptions(applicantOf(request), request.params.id);
    },
  );

  app.post(
    '/user/selectloan',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary:
          'The applicant chooses the offer (recomputed, within the assessment, its SECCI issued) and the account it is paid into; the contracts are prepared next.',
        body: ZSelectLoanRequest,
        response: { 200: ZSelectLoanResponse, ...errors },
      },
    },
    async (request) =>
      loans.selectLoan(applicantOf(request), request.body, requestContextOf(request)),
  );

  app.post(
    '/processes/longprocesses/:id/loan',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['loans'],
        summary: "The same choice by the risk run's id.",
        params: ZLongProcessParams,
        body: ZLongProcessLoanChoice,
        response: { 200: ZSelectLoanResponse, ...errors },
      },
    },
    async (request) =>
      loans.selectLoanOfRun(
        applicantOf(request),
        request.params.id,
        request.body,
        requestContextOf(request),
      ),
  );
}

/**
 * The personal loan's calls (spec 3 §7, decision 147): the income confirmation
 * (`products/{id}/risk`), the risk run (`user/checkrisk`, `user/getriskassessmentresult`), the
 * offers (`alternateoffer`, `alternateoffer/update`), the SECCI before the choice, and the choice
 * (`user/selectloan`, `processes/longprocesses/{id}/loan`) with its payout account, and the payout
 * and repayment plan after it (decision 233). The server computes every figure.
 */
export const loansRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerIncomeRoutes(app);
  registerRiskRunRoutes(app);
  registerOfferRoutes(app);
  registerSecciRoutes(app);
  registerChoiceRoutes(app);
  registerPayoutRoutes(app);
  done();
};
