import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog';

/**
 * A button whose action costs something (credits, access, data) and so asks first, saying what
 * will happen. The dialog stays open while the action runs and closes when it settles; a failure
 * is shown by the caller, beside the button.
 */
export function ConfirmDialog({
  trigger,
  triggerVariant = 'secondary',
  triggerSize,
  triggerDisabled,
  title,
  description,
  confirmLabel,
  busyLabel,
  confirmVariant = 'danger',
  busy,
  onConfirm,
}: {
  trigger: ReactNode;
  triggerVariant?: ButtonProps['variant'];
  triggerSize?: ButtonProps['size'];
  triggerDisabled?: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  confirmVariant?: ButtonProps['variant'];
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size={triggerSize} disabled={triggerDisabled || busy}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant={confirmVariant}
            disabled={busy}
            onClick={() => void onConfirm().finally(() => setOpen(false))}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
