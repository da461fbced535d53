// The entry of the test app of shell-page.test.ts: the plugin adds it to the page. It loads its
// page lazily, as the apps do (first-page-preload.test.ts).
import { frame } from './frame';

document.title = frame;
void import('./page').then(({ page }) => (document.title = page));
void import('./shared').then(({ shared }) => document.body.append(shared));
void import('./early').then(({ early }) => document.body.append(early));
