import type { TFaceMatch, TFaceMatchMeasurement, TIdentificationDetail } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleKeys } from '../../../shared/api/query-keys';
import { renderConsole } from '../../../testing/render-console';
import type { FaceAnalyser } from './face-analyser';
import { FaceMatchHint } from './face-match-hint';

const id = '11111111-2222-4333-8444-555555555555';
const operatorId = '0bbdf074-08dd-4a92-bdc7-6b78b4f20109';
const documentUrl = `/services/operator/identifications/${id}/documents/d/image`;
const stream = {} as MediaStream;

const measurement: TFaceMatchMeasurement = {
  similarity: 0.31,
  documentFaceFound: true,
  framesAnalysed: 5,
  framesWithFace: 4,
  real: 0.41,
  live: 0.88,
  msPerFrame: 180,
  model: { library: '@vladmandic/human', version: '3.3.6', backend: 'wasm' },
};

function recorded(band: TFaceMatch['band'], overrides: Partial<TFaceMatchMeasurement> = {}) {
  return {
    band,
    measurement: { ...measurement, ...overrides },
    thresholds: { strong: 0.7, uncertain: 0.5 },
    at: '2026-11-30T10:00:00.000Z',
    operatorId,
  } satisfies TFaceMatch;
}

describe('FaceMatchHint', () => {
  it('runs the analyser on the operator’s request and shows the band the server recorded', async () => {
    const asked: [string, MediaStream][] = [];
    const analyser: FaceAnalyser = (url, video) => {
      asked.push([url, video]);
      return Promise.resolve(measurement);
    };
    const { calls, client, container } = renderConsole(
      <FaceMatchHint
        identificationId={id}
        faceMatch={null}
        documentUrl={documentUrl}
        remoteStream={stream}
        consented
        disabled={false}
        analyser={analyser}
      />,
      {
        [`PUT identifications/${id}/face-match`]: {
          status: 200,
          body: {
            faceAnalysis: {
              available: true,
              consented: true,
              faceMatch: recorded('WEAK'),
              livenessChallenge: null,
            },
          },
        },
      },
    );
    client.setQueryData(consoleKeys.identification(id), { faceAnalysis: null });
    expect(asked).toEqual([]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Compare the face with the document photo' }),
    );
    expect(asked).toEqual([[documentUrl, stream]]);
    expect(calls[0]?.body).toEqual(measurement);
    // The band is the server's, kept in the call's cached detail.
    expect(
      client.getQueryData<TIdentificationDetail>(consoleKeys.identification(id))?.faceAnalysis
        ?.faceMatch?.band,
    ).toBe('WEAK');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['STRONG', {}, 'Strong match. Similarity 0.31, a face in 4 of 5 frames.'],
    [
      'NO_FACE',
      { documentFaceFound: false, similarity: null },
      'No face found. The document photo shows no face the comparison could read.',
    ],
    [
      'NO_FACE',
      { framesWithFace: 0, similarity: null },
      'No face found. No frame of the call showed a face: ask the applicant to face the camera.',
    ],
  ] as const)('says a recorded %s result in words', (band, overrides, text) => {
    renderConsole(
      <FaceMatchHint
        identificationId={id}
        faceMatch={recorded(band, overrides)}
        documentUrl={documentUrl}
        remoteStream={stream}
        consented
        disabled={true}
      />,
      {},
    );
    expect(screen.getByRole('status').textContent).toBe(text);
    // A finished call shows the result and offers no new run.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    [
      'no picture yet',
      null,
      () => Promise.resolve(measurement),
      'The applicant’s video shows no picture yet.',
    ],
    [
      'no frame of the video',
      stream,
      () => Promise.resolve(null),
      'The applicant’s video shows no picture yet.',
    ],
    [
      'the analysis failed',
      stream,
      () => Promise.reject(new Error('no WebAssembly')),
      'The comparison could not run in this browser. Compare by eye.',
    ],
    [
      'the result not saved',
      stream,
      () => Promise.resolve(measurement),
      'The result could not be saved. Try again.',
    ],
  ] as const)('names why it did not run: %s', async (_, remoteStream, analyser, text) => {
    const { calls } = renderConsole(
      <FaceMatchHint
        identificationId={id}
        faceMatch={null}
        documentUrl={documentUrl}
        remoteStream={remoteStream}
        consented
        disabled={false}
        analyser={analyser}
      />,
      {
        [`PUT identifications/${id}/face-match`]: {
          status: 409,
          body: { mainError: { code: 'NOT_IN_CALL', message: 'x' }, fieldErrors: [] },
        },
      },
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Compare the face with the document photo' }),
    );
    expect(await screen.findByText(text)).toBeDefined();
    expect(calls.length).toBe(text.startsWith('The result') ? 1 : 0);
  });

  it('never runs without the applicant’s consent, and says so', () => {
    let asked = 0;
    renderConsole(
      <FaceMatchHint
        identificationId={id}
        faceMatch={null}
        documentUrl={documentUrl}
        remoteStream={stream}
        consented={false}
        disabled={false}
        analyser={() => {
          asked += 1;
          return Promise.resolve(measurement);
        }}
      />,
      {},
    );
    expect(
      screen.getByText(
        'The applicant did not agree to the automatic comparison: compare the face by eye.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    expect(asked).toBe(0);
  });
});
