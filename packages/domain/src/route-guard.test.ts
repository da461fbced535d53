import { describe, expect, it } from 'vitest';
import { guardRedirect } from './route-guard';
import { PROSPECT_STATES } from './states';

describe('guardRedirect', () => {
  it('sends a rejected prospect to the error page from anywhere else', () => {
    expect(guardRedirect('PROSPECT_REJECTED', '/personaldata')).toBe('/usermessages/errorpage');
    expect(guardRedirect('PROSPECT_REJECTED', '/usermessages/errorpage')).toBeNull();
    expect(guardRedirect('PROSPECT_REJECTED', '/usermessages/errorpage/')).toBeNull();
  });

  it('sends a redirect-to-branch prospect to the select-branch page', () => {
    expect(guardRedirect('PROSPECT_REDIRECT_TO_BRANCH', '/usermessages/errorpage')).toBe(
      '/usermessages/errorpage/selectbranch',
    );
    expect(
      guardRedirect('PROSPECT_REDIRECT_TO_BRANCH', '/usermessages/errorpage/selectbranch'),
    ).toBeNull();
  });

  it.each(
    PROSPECT_STATES.filter((s) => s !== 'PROSPECT_REJECTED' && s !== 'PROSPECT_REDIRECT_TO_BRANCH'),
  )('lets %s see the page', (state) => {
    expect(guardRedirect(state, '/personaldata')).toBeNull();
  });
});
