// A module the entry starts before any page's code has arrived (first-page-preload.test.ts).
export const early = 'early';
