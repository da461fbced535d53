/**
 * Reloads the page without a `language` query parameter, so that the choice just stored wins over
 * the parameter of the link the applicant came from (spec 1 §2: changing the language reloads).
 */
export function reloadWithoutLanguageQuery(
  location: Location = window.location,
  history: History = window.history,
): void {
  const url = new URL(location.href);
  url.searchParams.delete('language');
  const queryStart = url.hash.indexOf('?');
  if (queryStart >= 0) {
    const hashQuery = new URLSearchParams(url.hash.slice(queryStart + 1));
    hashQuery.delete('language');
    const rest = hashQuery.toString();
    url.hash = url.hash.slice(0, queryStart) + (rest ? `?${rest}` : '');
  }
  if (url.href !== location.href) history.replaceState(history.state, '', url);
  location.reload();
}
