/**
 * better-auth's routes whose answer must not tell, by how long it took, whether an address is
 * registered: a new sign-up writes the user, account and profile, a registered address only
 * hashes and queues a mail; a reset for a registered address writes its link, an unknown one
 * reads once. Both answer the same body, so only the time could tell them apart.
 */
export const ADDRESS_BLIND_AUTH_PATHS = new Set([
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
]);

/**
 * Holds an answer until `floorMs` have passed since `startedAt` (a `performance.now()` reading),
 * so both kinds of answer take the floor whenever the slower one fits under it.
 */
export async function holdUntilFloor(startedAt: number, floorMs: number): Promise<void> {
  // Timers may fire a millisecond early; the floor is a promise, so wait out the remainder.
  for (
    let left = startedAt + floorMs - performance.now();
    left > 0;
    left = startedAt + floorMs - performance.now()
  ) {
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
  }
}
