import { describe, expect, it } from 'vitest';
import { pageTitleKey } from './page-title';

describe('pageTitleKey (decision 017 page.<pageName>.title)', () => {
  it('names the route’s page, following aliases and trailing slashes', () => {
    expect(pageTitleKey('/personaldata')).toBe('page.personalData.title');
    expect(pageTitleKey('/legalInfo')).toBe('page.consents.title');
    expect(pageTitleKey('/usermessages/errorpage/')).toBe('page.errorPage.title');
    expect(pageTitleKey('/usermessages/errorpage?reason=AGE')).toBe('page.errorPage.title');
  });

  it('knows the web’s own page and calls anything else not found', () => {
    expect(pageTitleKey('/myapplication')).toBe('page.myApplication.title');
    expect(pageTitleKey('/nowhere')).toBe('page.notFound.title');
  });
});
