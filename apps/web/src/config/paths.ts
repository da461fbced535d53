/**
 * Typed registry of the applicant routes (paths inside the hash, e.g. /onboarding/#/lightsignup).
 * The route table in app/routes.tsx declares its routes from here, and links build their targets
 * with `getHref`, so a path is written once. Later issues add the wizard steps of spec 1 §2, taking
 * their paths from `ROUTES` in packages/domain (decision 016) so the server and the web agree.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  notFound: {
    path: '*',
  },
} as const;
