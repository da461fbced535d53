import {
  ZChangeProductRequest,
  ZChangeProductResponse,
  ZCheckStudentAgeRequest,
  ZCheckStudentAgeResponse,
  ZErrorBody,
  ZPackageStartResponse,
  ZSendUserDataRequest,
  ZSendUserDataResponse,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { registerStudentSpecCallRoutes } from './spec-call-routes';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/**
 * The student package routes of spec 3 §7: `prospects/noauth/checkStudentAge/`,
 * `onboarding/products/noauth/getPackageStart/`, `onboarding/products/noauth/changeProduct/{id}`
 * and `onboarding/sendUserData`. The spec writes two of them with a trailing slash; both spellings
 * are served. Then the same steps at the spec's other paths (decisions 181 and 184).
 */
export const studentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { student } = app.services;

  for (const url of [
    '/onboarding/prospects/noauth/checkStudentAge/',
    '/onboarding/prospects/noauth/checkStudentAge',
  ]) {
    app.post(
      url,
      {
        schema: {
          tags: ['student'],
          summary: 'Whether the birth date (DD-MM-YYYY) allows the Diploma package (18 to 27).',
          body: ZCheckStudentAgeRequest,
          response: { 200: ZCheckStudentAgeResponse, 400: ZErrorBody },
        },
      },
      (request) => student.checkAge(request.body),
    );
  }

  for (const url of [
    '/onboarding/products/noauth/getPackageStart/',
    '/onboarding/products/noauth/getPackageStart',
  ]) {
    app.get(
      url,
      {
        schema: {
          tags: ['student'],
          summary: 'The package offered when the student package does not apply, with its fee.',
          response: { 200: ZPackageStartResponse },
        },
      },
      () => student.packageStart(),
    );
  }

  app.patch(
    '/onboarding/products/noauth/changeProduct/:id',
    {
      schema: {
        tags: ['student'],
        summary: 'Switches the applicant’s Diploma product to the package it falls back to.',
        params: z.object({ id: z.string().max(64) }),
        body: ZChangeProductRequest,
        response: { 200: ZChangeProductResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return student.changePackage(
        user,
        request.params.id,
        request.body.packageName,
        requestContextOf(request),
      );
    },
  );

  app.post(
    '/onboarding/sendUserData',
    {
      schema: {
        tags: ['student'],
        summary: 'Keeps the student data form of the applicant’s Diploma prospect.',
        body: ZSendUserDataRequest,
        response: { 200: ZSendUserDataResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return student.sendUserData(user, request.body.prospectId, request.body.userInfo);
    },
  );
  registerStudentSpecCallRoutes(app);
  done();
};
