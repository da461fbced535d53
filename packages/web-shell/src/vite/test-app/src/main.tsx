// The entry of the test app of shell-page.test.ts: the plugin adds it to the page. It loads its
// page lazily, as the apps do (first-page-preload.test.ts).
document.title = 'started';
void import('./page').then(({ page }) => (document.title = page));
void import('./shared').then(({ shared }) => document.body.append(shared));
