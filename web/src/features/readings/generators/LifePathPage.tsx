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
import { t as translate, useT } from '@/i18n/i18n';
import { appName } from '@/i18n/messages-by-code';
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
  if (!form.firstName.trim()) errors.firstName = translate('birthForm.firstNameRequired');
  if (!form.lastName.trim()) errors.lastName = translate('birthForm.lastNameRequired');
  if (!form.day || !form.month || !form.year) errors.birthDate = translate('birthForm.dateRequired');
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
  const t = useT();
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
      title={appName('lifepathnumber', 'Life Path Number')}
      intro={t('lifePath.intro')}
      steps={[
        { title: t('lifePath.step1'), text: t('lifePath.step1Text') },
        { title: t('lifePath.step2'), text: t('lifePath.step2Text') },
        { title: t('lifePath.step3'), text: t('lifePath.step3Text') },
        { title: t('lifePath.step4'), text: t('lifePath.step4Text') },
      ]}
    >
      {pending && <GeneratingOverlay label={t('lifePath.generating')} />}
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
              label={t(field === 'firstName' ? 'lifePath.firstNames' : 'lifePath.lastName')}
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
          <legend className="mb-1.5 text-sm font-medium text-slate-300">{t('birth.date')}</legend>
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
          <FormError title={t('generator.missing')} message={t('lifePath.required')} />
        )}
        {failure && (
          <FormError title={failure.title} message={failure.message}>
            {failure.insufficientCredits && (
              <Link to="/pricing" className="mt-2 inline-block underline">
                {t('generator.buyCredits')}
              </Link>
            )}
          </FormError>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {t('lifePath.submit')}
        </Button>
      </form>
    </GeneratorShell>
  );
}
