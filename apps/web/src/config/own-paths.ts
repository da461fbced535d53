// Read by vite.config.ts through prerendered-steps.ts: no imports (decision 194).

/** The web's own page, not in the server's route registry: it shows where the applicant stands. */
export const MY_APPLICATION_PATH = '/myapplication';
