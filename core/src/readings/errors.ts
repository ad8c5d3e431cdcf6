// One error type for everything a user can type wrong, so the server can map it to a 400 that
// names the field instead of a generic failure.
export type InputErrorCode = 'required' | 'too_long' | 'no_letters' | 'invalid_date' | 'invalid_value';

export class InputError extends Error {
  constructor(
    /** The request field at fault, e.g. "question", "firstName", "birthDate". */
    readonly field: string,
    readonly code: InputErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}
