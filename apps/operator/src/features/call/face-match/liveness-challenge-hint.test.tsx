import type {
  TIdentificationDetail,
  TLivenessChallenge,
  TLivenessChallengeMeasurement,
} from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleKeys } from '../../../shared/api/query-keys';
import { renderConsole } from '../../../testing/render-console';
import type { ChallengeAnalyser } from './face-analyser';
import { LivenessChallengeHint } from './liveness-challenge-hint';

const id = '11111111-2222-4333-8444-555555555555';
const stream = {} as MediaStream;
const MODEL = { library: '@vladmandic/human', version: '3.3.6', backend: 'wasm' };
const measurement: TLivenessChallengeMeasurement = {
  frames: [{ yaw: 0, eyeOpenness: 0.3 }, null],
  model: MODEL,
};

function recorded(headTurned: boolean, blinked: boolean): TLivenessChallenge {
  return {
    headTurned,
    blinked,
    framesAnalysed: 30,
    framesWithFace: 28,
    measurement,
    at: '2026-11-30T10:00:00.000Z',
    operatorId: '0bbdf074-08dd-4a92-bdc7-6b78b4f20109',
  };
}

describe('LivenessChallengeHint', () => {
  it('reads the frames on the operator’s request and shows what the server read', async () => {
    const asked: MediaStream[] = [];
    const analyser: ChallengeAnalyser = (video) => {
      asked.push(video);
      return Promise.resolve(measurement);
    };
    const faceAnalysis = {
      available: true,
      consented: true,
      faceMatch: null,
      livenessChallenge: recorded(true, false),
    };
    const { calls, client, container } = renderConsole(
      <LivenessChallengeHint
        identificationId={id}
        challenge={null}
        remoteStream={stream}
        disabled={false}
        analyser={analyser}
      />,
      {
        [`PUT identifications/${id}/liveness-challenge`]: {
          status: 200,
          body: { faceAnalysis },
        },
      },
    );
    client.setQueryData(consoleKeys.identification(id), { faceAnalysis: null });
    expect(
      screen.getByText(/^Liveness challenge: ask the applicant to turn the head/),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Start the liveness challenge' }));
    expect(asked).toEqual([stream]);
    expect(calls[0]?.body).toEqual(measurement);
    expect(
      client.getQueryData<TIdentificationDetail>(consoleKeys.identification(id))?.faceAnalysis,
    ).toEqual(faceAnalysis);
    await expectNoAxeViolations(container);
  });

  it.each([
    [true, true, 'Head turn seen. Blink seen. A face in 28 of 30 frames.'],
    [false, false, 'No head turn seen. No blink seen. A face in 28 of 30 frames.'],
  ])('says a recorded result in words (turn %s, blink %s)', (headTurned, blinked, text) => {
    renderConsole(
      <LivenessChallengeHint
        identificationId={id}
        challenge={recorded(headTurned, blinked)}
        remoteStream={stream}
        disabled={true}
      />,
      {},
    );
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the video shows no picture', async () => {
    renderConsole(
      <LivenessChallengeHint
        identificationId={id}
        challenge={null}
        remoteStream={null}
        disabled={false}
        analyser={() => Promise.resolve(measurement)}
      />,
      {},
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start the liveness challenge' }));
    expect(await screen.findByText('The applicant’s video shows no picture yet.')).toBeDefined();
  });
});
