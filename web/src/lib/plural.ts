const count = new Intl.NumberFormat('en-GB');

/** "1 user", "2 users", "1,000 readings": the noun agrees with the number. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${count.format(n)} ${n === 1 ? singular : plural}`;
}
