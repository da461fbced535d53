// A module the page imports: a chunk of its own, since the entry imports it too, lazily.
export const shared = 'shared';
