import { pageForState, PROCESS_NAMES, ROUTES, stepForPath } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { isPrivatePath } from '../lib/wizard/private-paths';
import { wizardPosition } from '../lib/wizard/wizard-position';
import { MY_APPLICATION_PATH } from './own-paths';
import {
  PRERENDERED_PUBLIC_PAGES,
  PRERENDERED_STEPS,
  prerenderedLinkPages,
  prerenderedPublicPages,
  prerenderedSteps,
  statusOn,
} from './prerendered-steps';

describe('the prerendered steps (decision 224)', () => {
  const stepsOfTheirState = PRERENDERED_STEPS.filter(
    (step) =>
      step.after !== 'certificateIssued' &&
      step.route !== MY_APPLICATION_PATH &&
      step.waitsFor === undefined,
  );
  it.each(stepsOfTheirState)(
    'put the build’s applicant on $route, where the state table sends that state',
    ({ route, prospectState, productState, processes = PROCESS_NAMES }) => {
      for (const process of processes) {
        expect(pageForState({ prospectState, productState }, process)).toEqual({ ok: true, route });
      }
    },
  );

  it.each(PRERENDERED_STEPS.filter((step) => step.after === 'certificateIssued'))(
    'reach $route from the certificate, the page of their state (decision 293)',
    ({ prospectState, productState, processes = PROCESS_NAMES }) => {
      for (const process of processes) {
        expect(pageForState({ prospectState, productState }, process)).toEqual({
          ok: true,
          route: ROUTES.certificate,
        });
      }
    },
  );

  it.each(PRERENDERED_STEPS.filter((step) => step.waitsFor !== undefined))(
    'put the build’s applicant on $route while the run waits in $longTimeServiceState (decision 299)',
    (step) => {
      for (const process of step.processes ?? PROCESS_NAMES) {
        const [status] = statusOn(process, step).processes;
        const position = status === undefined ? null : wizardPosition(status);
        expect(position?.ok && position.position.landing).toBe(step.route);
      }
    },
  );

  it('answer each waiting page with its run, waiting, in the process it is pictured for', () => {
    const waiting = prerenderedSteps().filter((step) => step.hash.endsWith('timeservice'));
    expect(waiting.map((step) => step.name).sort()).toEqual([
      'ACCOUNTOPENINGFROMLOAN/longtimeservice',
      'CURRENTACCOUNT/longtimeservice',
      'DAYPOSIT/longtimeservice',
      'PERSONALLOAN/longtimeservice',
      'PERSONALLOAN/shorttimeservice',
    ]);
    for (const step of waiting) {
      const runs = Object.entries(step.answers).filter(([path]) =>
        /\/(longprocesses|checkrisk)$/.test(path),
      );
      expect(runs).toHaveLength(1);
      const [path, run] = runs[0] ?? [];
      expect(run).toMatchObject({
        state: step.hash === '#/shorttimeservice' ? 'EVALUATING_RISK' : 'GETTING_DOCUMENTS',
        currentProcess: step.name.split('/')[0],
        contentInfoKey: path?.endsWith('checkrisk') ? 'risk' : 'dossier',
      });
    }
  });

  it('paint my application, a page outside the steps, for every process', () => {
    const pictured = PRERENDERED_STEPS.filter((step) => step.route === MY_APPLICATION_PATH);
    expect(pictured).toHaveLength(1);
    expect(pictured[0]?.processes).toBeUndefined();
    expect(stepForPath(MY_APPLICATION_PATH)).toBeNull();
  });

  it('are named as the app names the step it shows, one per process and step', () => {
    const names = prerenderedSteps().map((step) => step.name);
    expect(names).toContain('CURRENTACCOUNT/consents');
    expect(names).toContain('PERSONALLOAN/salarystatement');
    expect(names).not.toContain('CURRENTACCOUNT/salarystatement');
    expect(names).toContain('DAYPOSIT/deposit');
    expect(names).not.toContain('CURRENTACCOUNT/deposit');
    expect(names).toContain('DAYPOSIT/choosebranch');
    expect(names).toContain('PERSONALLOAN/signcontract');
    expect(names).toContain('PERSONALLOAN/creditapproval');
    expect(names).toContain('DAYPOSIT/myapplication');
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the public pages kept as templates (decision 258)', () => {
  it.each(PRERENDERED_PUBLIC_PAGES)(
    '%s is public: no step of the wizard, no session needed',
    (route) => {
      expect(isPrivatePath(route)).toBe(false);
    },
  );

  it('are given to the build by their addresses, each once, none the sign-up page itself', () => {
    const hashes = prerenderedPublicPages();
    expect(hashes).toContain('#/usermessages/contact');
    expect(hashes).not.toContain('#/lightsignup');
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe('the link pages kept as templates (decision 295)', () => {
  it.each(prerenderedLinkPages())(
    '$hash is public, and its build opens it by a link to that address with a query',
    ({ hash, link, answers }) => {
      expect(isPrivatePath(hash.slice(1))).toBe(false);
      expect(link.startsWith(`${hash}?`)).toBe(true);
      // The token's exchange and the hand-off's status: what the page waits for.
      expect(Object.keys(answers)).toHaveLength(2);
    },
  );
});
