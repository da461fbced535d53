import { buildPageSequence, stepListFor } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { forgetsClosedBranch, openingHoursRedirect } from './gate';

const sequence = buildPageSequence(stepListFor('CURRENTACCOUNT'));
const gate = (closed: boolean | null, continueChosen: boolean, path: string) =>
  openingHoursRedirect({ closed, continueChosen, path, pageSequence: sequence });

describe('opening-hours gate (spec 1 §4)', () => {
  it('when the hours are not loaded yet, then nothing happens', () => {
    expect(gate(null, false, '/videochat')).toBeNull();
  });

  it('when open, then the applicant stays wherever they are', () => {
    expect(gate(false, false, '/videochat')).toBeNull();
    expect(gate(false, false, '/personaldata')).toBeNull();
  });

  it('when closed and not chosen to continue, then the call-centre-closed page', () => {
    expect(gate(true, false, '/personaldata')).toBe('/usermessages/callcenterclosed');
    expect(gate(true, false, '/documentsupload/uploadphoto')).toBe(
      '/usermessages/callcenterclosed',
    );
  });

  it('when closed and chosen to continue, then only the video-chat part is closed', () => {
    expect(gate(true, true, '/personaldata')).toBeNull();
    expect(gate(true, true, '/videochat')).toBe('/usermessages/callcenterclosed');
  });

  it('forgets the closed branch after the video call and outside the sequence', () => {
    expect(forgetsClosedBranch('/certificate', sequence)).toBe(true);
    expect(forgetsClosedBranch('/welcome', sequence)).toBe(true);
    expect(forgetsClosedBranch('/myapplication', sequence)).toBe(true);
    expect(forgetsClosedBranch('/videochat', sequence)).toBe(false);
    expect(gate(true, false, '/certificate')).toBeNull();
  });
});
