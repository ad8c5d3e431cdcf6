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
 * so both kinds of answer take the floor whenever the slower one fits under it. An answer that
 * took longer (a loaded server) is held to the next whole multiple of the floor, so the two
 * kinds still land on the same few values instead of showing their difference.
 */
export async function holdUntilFloor(startedAt: number, floorMs: number): Promise<void> {
  if (floorMs <= 0) return;
  const steps = Math.max(1, Math.ceil((performance.now() - startedAt) / floorMs));
  const until = startedAt + steps * floorMs;
  // Timers may fire a millisecond early; the floor is a promise, so wait out the remainder.
  for (let left = until - performance.now(); left > 0; left = until - performance.now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
  }
}
