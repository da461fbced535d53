/**
 * The branch choice of /choosebranch (decision 144, spec 2 §3, spec 3 §7 `userbranch`,
 * `nearestbranch`, `branchinfolist`): the route schemas, "open today" of a branch, the nearest
 * branches and the postal-code search the page falls back to without a position.
 */
export * from './api';
export * from './nearest';
export * from './opening-today';
export * from './postal-regions';
export * from './place-names';
export * from './postal-search';
export * from './home-order';
