import './bank-mark.css';

/** The bank's mark at the start of both apps' headers: decorative, the name beside it is the text. */
export function BankMark() {
  return (
    <svg className="bank-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" className="bank-mark__tile" />
      <path className="bank-mark__glyph" d="M6 13 16 6l10 7v2H6z" />
      <path
        className="bank-mark__glyph"
        d="M8 17h3v7H8zm6.5 0h3v7h-3zM21 17h3v7h-3zM6 25h20v2H6z"
      />
    </svg>
  );
}
