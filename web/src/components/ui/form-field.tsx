import type { ReactNode } from 'react';
import { FieldError, Label } from './label';

/** What a field's control carries to be tied to its label, its error and its other descriptions. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  /** The control's id: the label points at it, and the error's id is made from it. */
  id: string;
  label: ReactNode;
  /**
   * The field's error, shown under the control. A field that is checked passes this prop even
   * while it is undefined, so its control says aria-invalid="false"; a field that nothing checks
   * leaves the prop out, and its control says nothing about being valid.
   */
  error?: string | undefined;
  /**
   * Ids of other text about the control (the strength meter, a hint). Given as ids they are read
   * after the error; a field whose description reads in another order, or whose hint gives way
   * to the error, builds it from the error's id (undefined while there is no error).
   */
  describedBy?: string | ((errorId: string | undefined) => string | undefined);
  className?: string;
  /** Renders the control from its props, with anything that stands between it and the error. */
  children: (control: FieldControlProps) => ReactNode;
  /** What stands under the error in the same block. */
  after?: ReactNode;
}

/** A form field: its label, its control, and its error under the control. */
export function FormField(props: FormFieldProps) {
  const { id, label, error, describedBy, className, children, after } = props;
  const errorId = `${id}-error`;
  const shownErrorId = error ? errorId : undefined;
  const control: FieldControlProps = {
    id,
    'aria-describedby':
      typeof describedBy === 'function'
        ? describedBy(shownErrorId)
        : [shownErrorId, describedBy].filter(Boolean).join(' ') || undefined,
  };
  if ('error' in props) control['aria-invalid'] = Boolean(error);
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children(control)}
      <FieldError id={errorId} message={error} />
      {after}
    </div>
  );
}
