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
import { useT } from '@/i18n/i18n';
import { fieldErrorMessage } from '@/i18n/messages-by-code';
import { api, ApiRequestError, call, isApiError } from '@/lib/api';

/** One required message, stored on the server with the signed-in user. */
export function FeedbackForm() {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<FeedbackRequest>({
    defaultValues: { message: '' },
    resolver: zodResolver(feedbackRequestSchema),
  });
  const error = fieldErrorMessage('message', form.formState.errors.message);
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
        setFormError(t('feedback.signIn'));
      } else if (isApiError(err, 'rate_limited')) {
        setFormError(err.message);
      } else {
        const field =
          err instanceof ApiRequestError ? err.fields.find((f) => f.path === 'message') : undefined;
        if (field) form.setError('message', { message: field.message });
        else setFormError(t('feedback.failed'));
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
        label={t('feedback.label')}
        error={error}
        describedBy={(errorId) => `${id}-count${errorId ? ` ${errorId}` : ''}`}
      >
        {(control) => (
          <>
            <Textarea
              {...control}
              rows={6}
              placeholder={t('feedback.placeholder')}
              {...form.register('message')}
            />
            <p
              id={`${id}-count`}
              className={`mt-1 text-right text-xs ${length > FEEDBACK_MAX_LENGTH ? 'text-rose-300' : 'text-slate-400'}`}
            >
              {t('feedback.count', { length, max: FEEDBACK_MAX_LENGTH })}
            </p>
          </>
        )}
      </FormField>
      <FormError message={formError} />
      <div role="status" aria-live="polite" className="empty:hidden">
        {sent && (
          <p className="rounded-xl bg-emerald-500/10 px-4 py-3 text-sm text-emerald-200 ring-1 ring-emerald-400/30">
            {t('feedback.thanks')}
          </p>
        )}
      </div>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('feedback.sending') : t('feedback.send')}
      </Button>
    </form>
  );
}
