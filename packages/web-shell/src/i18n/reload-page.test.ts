import { describe, expect, it, vi } from 'vitest';
import { reloadWithoutLanguageQuery } from './reload-page';

function fakeBrowser(href: string) {
  const reload = vi.fn();
  const replaceState = vi.fn();
  const location = { href, reload } as unknown as Location;
  const history = { state: null, replaceState } as unknown as History;
  return { location, history, reload, replaceState };
}

describe('reloadWithoutLanguageQuery', () => {
  it('removes the language parameter from the query and the hash route, then reloads', () => {
    const browser = fakeBrowser(
      'https://bank.example/onboarding/?language=en&x=1#/lightsignup?language=en&y=2',
    );
    reloadWithoutLanguageQuery(browser.location, browser.history);
    expect(browser.replaceState).toHaveBeenCalledWith(
      null,
      '',
      new URL('https://bank.example/onboarding/?x=1#/lightsignup?y=2'),
    );
    expect(browser.reload).toHaveBeenCalledOnce();
  });

  it('leaves a URL without the parameter alone', () => {
    const browser = fakeBrowser('https://bank.example/onboarding/#/');
    reloadWithoutLanguageQuery(browser.location, browser.history);
    expect(browser.replaceState).not.toHaveBeenCalled();
    expect(browser.reload).toHaveBeenCalledOnce();
  });
});
