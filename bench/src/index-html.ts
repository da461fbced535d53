/**
 * What a built index.html loads at once, as written in it: script and module-preload tags,
 * stylesheets, and the files its loader names as strings in their place (decision 221).
 */
export function indexHtmlReferences(html: string, base: string): string[] {
  const references = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(new RegExp(`"(${base}assets/[^"]+\\.js)"`, 'g')),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(references)];
}
