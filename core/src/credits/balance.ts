/**
 * The most credits one balance may hold. Far beyond any real account, and low enough that a
 * balance plus the largest single grant (an admin's 1,000,000) still fits PostgreSQL's 32-bit
 * integer column, so the limit is enforced by our check before the database could overflow.
 */
export const MAX_BALANCE = 1_000_000_000;
