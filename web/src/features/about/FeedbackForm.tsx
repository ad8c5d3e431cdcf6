import { FEEDBACK_MAX_LENGTH } from '@orrery/core/api/account-rules';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { BLOCKED_MESSAGE, isBlockedError } from '@/features/auth/blocked';
import { ApiRequestError, apiFetch } from '@/lib/api';

/** The spec's feedback form: one required message, stored server-side. */
export function FeedbackForm() {
  const id = useId();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const length = message.trim().length;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSent(false);
    setFormError(undefined);
    if (length === 0) return setError('Please enter your feedback.');
    if (length > FEEDBACK_MAX_LENGTH)
      return setError(`Please keep your feedback under ${FEEDBACK_MAX_LENGTH} characters.`);
    setError(undefined);
    setSending(true);
    try {
      await apiFetch('/api/feedback', { json: { message } });
      setMessage('');
      setSent(true);
    } catch (err) {
      if (isBlockedError(err)) {
        setFormError(BLOCKED_MESSAGE);
        navigate('/app', { replace: true });
      } else if (err instanceof ApiRequestError && err.status === 401) {
        setFormError('Please sign in to submit feedback');
      } else if (err instanceof ApiRequestError && err.status === 429) {
        setFormError(err.message);
      } else {
        const field =
          err instanceof ApiRequestError ? err.fields.find((f) => f.path === 'message') : undefined;
        if (field) setError(field.message);
        else setFormError('Failed to submit feedback. Please try again.');
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={`${id}-message`}>Your message</Label>
        <Textarea
          id={`${id}-message`}
          value={message}
          rows={6}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          placeholder="What do you enjoy, what is missing, what went wrong?"
          onChange={(e) => {
            setMessage(e.target.value);
            if (error) setError(undefined);
          }}
        />
        <p
          id={`${id}-count`}
          className={`mt-1 text-right text-xs ${length > FEEDBACK_MAX_LENGTH ? 'text-rose-300' : 'text-slate-400'}`}
        >
          {length}/{FEEDBACK_MAX_LENGTH} characters
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-xl bg-rose-500/10 px-4 py-3 text-sm text-rose-200 ring-1 ring-rose-400/30"
        >
          {formError}
        </p>
      )}
      <div role="status" aria-live="polite" className="empty:hidden">
        {sent && (
          <p className="rounded-xl bg-emerald-500/10 px-4 py-3 text-sm text-emerald-200 ring-1 ring-emerald-400/30">
            Thank you for your feedback!
          </p>
        )}
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'Send Feedback'}
      </Button>
    </form>
  );
}
