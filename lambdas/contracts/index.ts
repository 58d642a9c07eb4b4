/**
 * The calls' contracts (docs/product.md, "Calls"), one file per call: every request as a zod/mini
 * schema the handlers validate with (each handler imports only its own file, so its bundle builds
 * only its own schemas), every answer as a TypeScript type. The web app imports the types from here
 * (type-only: no zod reaches the browser) and the shared constants from ./constants.
 * Keep these files free of Node imports.
 */
export * from './constants';
export * from './common';
export * from './word-length';
export * from './helper-prices';
export * from './submit-guess';
export * from './load-game-state';
export * from './credits';
export * from './payments';
export * from './archive';
