// The entry of the test app of shell-page.test.ts: the plugin adds it to the page.
document.title = 'started';
