/** Raised for any invalid chart, time or place input; `field` names the offending input. */
export class ChartInputError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'ChartInputError';
    this.field = field;
  }
}

export type LocalTimeIssue = 'nonexistent' | 'ambiguous';

/**
 * A wall time that falls in a daylight-saving gap or overlap. Carries both candidate offsets so
 * the caller can ask the user and retry with `utc_offset_minutes`; the engine never picks one.
 */
export class AmbiguousLocalTimeError extends ChartInputError {
  readonly issue: LocalTimeIssue;
  readonly offsets_minutes: [number, number];

  constructor(issue: LocalTimeIssue, offsets: [number, number], detail: string) {
    super('time', detail);
    this.name = 'AmbiguousLocalTimeError';
    this.issue = issue;
    this.offsets_minutes = offsets;
  }
}
