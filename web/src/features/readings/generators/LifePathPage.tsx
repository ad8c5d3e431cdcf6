import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { BirthDateSelects } from '@/features/profile/BirthDateSelects';
import { noSuchDayMessage } from '@/features/profile/profile-form';
import { readingYears } from './birth-form';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { useSession } from '@/features/auth/session';
import { formFromProfile } from '@/features/profile/profile-form';
import { keepUnfixed } from '@/lib/form-errors';
import { GeneratingOverlay } from './GeneratingOverlay';
import { GeneratorShell } from './GeneratorShell';
import { ImportFromProfile } from './ImportFromProfile';
import { fillFrom, lifePathDetails } from './profile-details';
import { useGenerateReading } from './use-generate';

const YEARS = readingYears();
type Field = 'firstName' | 'lastName' | 'birthDate';
type Form = { firstName: string; lastName: string; day: string; month: string; year: string };

function validate(form: Form): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required.';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required.';
  if (!form.day || !form.month || !form.year) errors.birthDate = 'Choose the day, month and year.';
  else {
    const date = new Date(Date.UTC(Number(form.year), Number(form.month) - 1, Number(form.day)));
    if (date.getUTCDate() !== Number(form.day))
      errors.birthDate = noSuchDayMessage(form.day, form.month, form.year);
  }
  return errors;
}

/** The form's fields from the profile: whatever it has, the rest empty. */
function fromProfile(profile: Parameters<typeof formFromProfile>[0]): Form {
  const { firstName, lastName, day, month, year } = formFromProfile(profile);
  return { firstName, lastName, day, month, year };
}

export default function LifePathPage() {
  const id = useId();
  const { generate, pending, failure, clearFailure } = useGenerateReading('lifepathnumber');
  const { data: me } = useSession();
  const [form, setFormValues] = useState<Form>(() =>
    me ? fromProfile(me.profile) : { firstName: '', lastName: '', day: '', month: '', year: '' },
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A fixed field loses its error at once, not at the next submit.
  const setForm = (next: Form) => {
    setFormValues(next);
    setErrors((shown) => keepUnfixed(shown, validate(next)));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    clearFailure();
    const next = validate(form);
    setErrors(next);
    if (Object.keys(next).length) return;
    const pad = (v: string) => v.padStart(2, '0');
    await generate({
      app: 'lifepathnumber',
      input: {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        birthDate: `${form.year}-${pad(form.month)}-${pad(form.day)}`,
      },
    });
  }

  const fieldError = (field: Field) => errors[field] ?? failure?.fields[field];
  const describedBy = (field: Field) => (fieldError(field) ? `${id}-${field}-error` : undefined);

  return (
    <GeneratorShell
      routeId="lifepathnumber"
      title="Life Path Number"
      intro="Your Life Path, Destiny and Soul Urge numbers from your birth name and date, with every step of the arithmetic shown."
      steps={[
        {
          title: 'Enter your birth name',
          text: 'The full name on your birth certificate gives your Destiny and Soul Urge.',
        },
        { title: 'Enter your birth date', text: 'Your Life Path comes from the day, month and year.' },
        { title: 'See your numbers', text: 'Each number with its reduction chain, so you can check it.' },
        { title: 'Read what they mean', text: 'How the three numbers work together, saved in your library.' },
      ]}
    >
      {pending && <GeneratingOverlay label="Calculating your numbers..." />}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <ImportFromProfile
          disabled={pending}
          details={lifePathDetails}
          onImport={(profile) => setForm(fillFrom(form, fromProfile(profile)))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {(['firstName', 'lastName'] as const).map((field) => (
            <FormField
              key={field}
              id={`${id}-${field}`}
              label={field === 'firstName' ? 'First name(s) at birth' : 'Last name at birth'}
              error={fieldError(field)}
            >
              {(control) => (
                <Input
                  {...control}
                  value={form[field]}
                  disabled={pending}
                  autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
                  onChange={(e) => setForm({ ...form, [field]: e.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
        <fieldset aria-describedby={describedBy('birthDate')}>
          <legend className="mb-1.5 text-sm font-medium text-slate-300">Birth date</legend>
          <BirthDateSelects
            value={{ day: form.day, month: form.month, year: form.year }}
            years={YEARS}
            disabled={pending}
            invalid={Boolean(fieldError('birthDate'))}
            onChange={(date) => setForm({ ...form, ...date })}
          />
          <FieldError id={`${id}-birthDate-error`} message={fieldError('birthDate')} />
        </fieldset>
        {Object.keys(errors).length > 0 && (
          <FormError title="Missing information" message="Please fill in all required fields" />
        )}
        {failure && (
          <FormError title={failure.title} message={failure.message}>
            {failure.insufficientCredits && (
              <Link to="/pricing" className="mt-2 inline-block underline">
                Buy credits
              </Link>
            )}
          </FormError>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          Calculate My Numbers
        </Button>
      </form>
    </GeneratorShell>
  );
}
