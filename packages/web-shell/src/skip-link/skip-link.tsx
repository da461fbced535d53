import type { MouseEvent } from 'react';
import { useT } from '../i18n/i18n-context';
import './skip-link.css';

export const MAIN_CONTENT_ID = 'main';

/**
 * The first focusable element of both apps; `<main id="main" tabIndex={-1}>` is its target. With hash routing a plain `#main` link would be read as a route, so
 * the click moves focus to <main> itself instead of changing the hash.
 */
export function SkipLink() {
  const t = useT();

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView();
  };

  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('frame.skipToContent')}
    </a>
  );
}
