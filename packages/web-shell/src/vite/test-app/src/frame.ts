// A module the entry imports statically and the page too: it stays with the entry.
export const frame = 'frame';
