import './icon.css';

/** Stroke paths on a 24 × 24 grid; every icon is drawn in the text colour (currentColor). */
const PATHS = {
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  cross: ['M6 6l12 12', 'M18 6L6 18'],
  success: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M8 12.5l2.8 2.8L16.5 9.5'],
  error: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M9 9l6 6', 'M15 9l-6 6'],
  alert: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M12 7.5v5.5', 'M12 16.5h.01'],
  warning: ['M12 3.5l9.5 16.5h-19z', 'M12 10v4.5', 'M12 17.5h.01'],
  info: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M12 11v5.5', 'M12 7.5h.01'],
  question: [
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
    'M9.5 9.5a2.5 2.5 0 1 1 3.6 2.2c-.7.4-1.1.9-1.1 1.7v.3',
    'M12 17h.01',
  ],
  message: ['M4 5h16v11H10l-5 4v-4H4z'],
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z'],
  eyeOff: [
    'M2 12s3.6-7 10-7c2 0 3.7.7 5.1 1.6',
    'M22 12s-3.6 7-10 7c-2 0-3.7-.7-5.1-1.6',
    'M4 4l16 16',
  ],
  chevronLeft: ['M15 5l-7 7 7 7'],
  chevronRight: ['M9 5l7 7-7 7'],
  chevronDown: ['M5 9l7 7 7-7'],
  document: ['M6 2.5h8.5l4.5 4.5v14.5H6z', 'M14 2.5V7h5', 'M9 12h7', 'M9 15.5h7', 'M9 19h4'],
  upload: ['M12 15.5V4', 'M7 9l5-5 5 5', 'M4.5 15.5v4h15v-4'],
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  readonly name: IconName;
  readonly className?: string;
}

/** A decorative icon (hidden from assistive technology); the text beside it carries the meaning. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={['icon', `icon--${name}`, className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
