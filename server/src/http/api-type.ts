// The API's routes as one type, for the browser's typed client. Type-only: nothing from the
// server reaches the browser's bundle.
export type { ApiType } from './app';
