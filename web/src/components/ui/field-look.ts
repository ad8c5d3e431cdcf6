/**
 * One read-only look for every form field: a field that cannot be edited (the profile's view
 * mode, a form while it sends) loses its box and keeps its text readable, so nothing looks
 * editable that is not. Inputs and selects share it.
 */
export const READ_ONLY_FIELD =
  'disabled:cursor-default disabled:bg-transparent disabled:ring-white/5 disabled:text-slate-200 disabled:placeholder:text-transparent';

/** The same look for a text input that is read-only rather than disabled (the profile's email). */
export const READ_ONLY_INPUT = 'read-only:bg-transparent read-only:ring-white/5 read-only:text-slate-200';
