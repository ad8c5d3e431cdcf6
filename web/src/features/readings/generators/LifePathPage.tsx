import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { BirthDateSelects } from '@/features/profile/BirthDateSelects';
import { MONTHS } from '@/features/profile/profile-form';
import { readingYears } from './birth-form';
import { FormError } from '@/components/ui/form-error';
import { GeneratingOverlay } from './GeneratingOverlay';
import { GeneratorShell } from './GeneratorShell';
import { ImportFromProfile } from './ImportFromProfile';
import { useGenerateReading } from './use-generate';

const YEARS = readingYears();
type Field = 'firstName' | 'lastName' | 'birthDate';

export default function LifePathPage() {
  const id = useId();
  const { generate, pending, failure, clearFailure } = useGenerateReading('lifepathnumber');
  const [form, setForm] = useState({ firstName: '', lastName: '', day: '', month: '', year: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    clearFailure();
    const next: typeof errors = {};
    if (!form.firstName.trim()) next.firstName = 'First name is required.';
    if (!form.lastName.trim()) next.lastName = 'Last name is required.';
    if (!form.day || !form.month || !form.year) next.birthDate = 'Choose the day, month and year.';
    else {
      const date = new Date(Date.UTC(Number(form.year), Number(form.month) - 1, Number(form.day)));
      if (date.getUTCDate() !== Number(form.day))
        next.birthDate = `${MONTHS[Number(form.month) - 1]} ${form.year} has no day ${form.day}.`;
    }
    if (Object.keys(next).length) next.form = 'Please fill in all required fields';
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
          needs={(profile) => Boolean(profile.firstName && profile.lastName && profile.birthDate)}
          onImport={(profile) => {
            const [year = '', month = '', day = ''] = profile.birthDate?.split('-') ?? [];
            setForm({
              firstName: profile.firstName ?? '',
              lastName: profile.lastName ?? '',
              year,
              month: String(Number(month)),
              day: String(Number(day)),
            });
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {(['firstName', 'lastName'] as const).map((field) => (
            <div key={field}>
              <Label htmlFor={`${id}-${field}`}>
                {field === 'firstName' ? 'First name(s) at birth' : 'Last name at birth'}
              </Label>
              <Input
                id={`${id}-${field}`}
                value={form[field]}
                disabled={pending}
                autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
                aria-invalid={Boolean(fieldError(field))}
                aria-describedby={describedBy(field)}
                onChange={(e) => setForm({ ...form, [field]: e.target.value })}
              />
              <FieldError id={`${id}-${field}-error`} message={fieldError(field)} />
            </div>
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
        {errors.form && <FormError title="Missing information" message={errors.form} />}
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
