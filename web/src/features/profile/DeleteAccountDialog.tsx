import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { meQueryKey } from '@/features/auth/session';
import { api, ApiRequestError, call } from '@/lib/api';
import { FormError } from '@/components/ui/form-error';

/** The Delete Account dialog: the server ends every session, then we go home. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function onDelete() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await call(api.me.$delete());
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      navigate('/', { replace: true, state: { accountDeleted: true } });
    } catch (err) {
      setError(
        err instanceof ApiRequestError && err.code !== 'network_error'
          ? `Failed to delete account: ${err.message}`
          : 'Failed to delete account. Please try again.',
      );
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="danger">Delete Account</Button>
      </DialogTrigger>
      <DialogContent
        title="Delete Account"
        description="Your account will be closed and you will be signed out on every device. Your remaining credits are forfeited and free credits will not reset if you return. Your past readings are retained."
      >
        <FormError className="mt-4" message={error} />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={onDelete} disabled={busy}>
            {busy ? 'Deleting...' : 'Yes, Delete My Account'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
