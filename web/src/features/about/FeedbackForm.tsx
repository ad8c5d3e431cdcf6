import { FEEDBACK_MAX_LENGTH } from '@orrery/core/api/account-rules';
import { type FeedbackRequest, feedbackRequestSchema } from '@orrery/core/api/feedback';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { blockedMessage, isBlockedError } from '@/features/auth/blocked';
import { api, ApiRequestError, call, isApiError } from '@/lib/api';

/** One required message, stored on the server with the signed-in user. */
export function FeedbackForm() {
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<FeedbackRequest>({
    defaultValues: { message: '' },
    resolver: zodResolver(feedbackRequestSchema),
  });
  const error = form.formState.errors.message?.message;
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState(false);
  const length = form.watch('message').trim().length;

  async function send(values: FeedbackRequest) {
    setFormError(undefined);
    try {
      await call(api.feedback.$post({ json: values }));
      form.reset();
      setSent(true);
    } catch (err) {
      if (isBlockedError(err)) {
        setFormError(blockedMessage());
        navigate('/app', { replace: true });
      } else if (isApiError(err, 'unauthenticated')) {
        setFormError('Please sign in to submit feedback');
      } else if (isApiError(err, 'rate_limited')) {
        setFormError(err.message);
      } else {
        const field =
          err instanceof ApiRequestError ? err.fields.find((f) => f.path === 'message') : undefined;
        if (field) form.setError('message', { message: field.message });
        else setFormError('Failed to submit feedback. Please try again.');
      }
    }
  }

  return (
    <form
      onSubmit={(event) => {
        setSent(false);
        void form.handleSubmit(send)(event);
      }}
      noValidate
      className="space-y-4"
    >
      <FormField
        id={`${id}-message`}
        label="Your message"
        error={error}
        describedBy={(errorId) => `${id}-count${errorId ? ` ${errorId}` : ''}`}
      >
        {(control) => (
          <>
            <Textarea
              {...control}
              rows={6}
              placeholder="What do you enjoy, what is missing, what went wrong?"
              {...form.register('message')}
            />
            <p
              id={`${id}-count`}
              className={`mt-1 text-right text-xs ${length > FEEDBACK_MAX_LENGTH ? 'text-rose-300' : 'text-slate-400'}`}
            >
              {length}/{FEEDBACK_MAX_LENGTH} characters
            </p>
          </>
        )}
      </FormField>
      <FormError message={formError} />
      <div role="status" aria-live="polite" className="empty:hidden">
        {sent && (
          <p className="rounded-xl bg-emerald-500/10 px-4 py-3 text-sm text-emerald-200 ring-1 ring-emerald-400/30">
            Thank you for your feedback!
          </p>
        )}
      </div>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Send Feedback'}
      </Button>
    </form>
  );
}
