import type { MeResponse } from '@orrery/core/api/account';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BirthDetailsFields } from '@/features/profile/BirthDetailsFields';
import {
  formFromProfile,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '@/features/profile/profile-form';
import {
  birthErrorsFromServer,
  birthFormSummary,
  birthInputFromForm,
  EMPTY_BIRTH,
  hasBirthData,
  readingYears,
  validateBirthForm,
} from './birth-form';
import { Link } from 'react-router';
import { utcOffset } from '../results/format';
import { FormError } from '@/components/ui/form-error';
import { useSession } from '@/features/auth/session';
import { keepUnfixed } from '@/lib/form-errors';
import { GeneratingOverlay } from './GeneratingOverlay';
import { GeneratorShell } from './GeneratorShell';
import { ImportFromProfile } from './ImportFromProfile';
import { birthDetails, fillFrom } from './profile-details';
import { useGenerateReading } from './use-generate';

const YEARS = readingYears();

function TimeUnknownToggle({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="mt-3 flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4 accent-gold-400"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="text-sm text-slate-300">
        I don’t know the birth time
      </label>
    </div>
  );
}

/** When the birth time happens twice (or not at all), the user picks which clock time was meant. */
function OffsetChoice({
  offsets,
  onChoose,
}: {
  offsets: [number, number];
  onChoose: (minutes: number) => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {offsets.map((minutes) => (
        <Button key={minutes} type="button" size="sm" variant="secondary" onClick={() => onChoose(minutes)}>
          Use {utcOffset(minutes)}
        </Button>
      ))}
    </div>
  );
}

interface PersonState {
  values: ProfileFormValues;
  timeUnknown: boolean;
  errors: ProfileFormErrors;
}

const emptyPerson = (): PersonState => ({ values: EMPTY_BIRTH, timeUnknown: false, errors: {} });

/** The form after an edit: a field the user has fixed loses its error at once. */
function edited(person: PersonState, patch: Partial<Omit<PersonState, 'errors'>>): PersonState {
  const next = { ...person, ...patch };
  // Typing a time means it is known after all.
  if (patch.values?.birthTime && patch.values.birthTime !== person.values.birthTime) next.timeUnknown = false;
  return { ...next, errors: keepUnfixed(person.errors, validateBirthForm(next.values, next.timeUnknown)) };
}

/** A complete birth record without a time (from the profile) means the time is not known. */
function importProfile(person: PersonState, profile: MeResponse['profile']): PersonState {
  const values = fillFrom(person.values, formFromProfile(profile));
  return edited(person, { values, timeUnknown: hasBirthData(values) && !values.birthTime });
}

/** The signed-in user's own details, so a complete profile needs no typing at all. */
function useOwnDetails(): PersonState {
  const { data: me } = useSession();
  return me ? importProfile(emptyPerson(), me.profile) : emptyPerson();
}

interface OneBirthConfig {
  routeId: 'natalbirthchart' | 'year-ahead';
  title: string;
  intro: string;
  steps: ComponentProps<typeof GeneratorShell>['steps'];
  generatingLabel: string;
  submitLabel: string;
}

/** A reading cast from one birth: the natal chart and the year ahead share the form. */
function OneBirthPage({ routeId, title, intro, steps, generatingLabel, submitLabel }: OneBirthConfig) {
  const { generate, pending, failure, clearFailure } = useGenerateReading(routeId);
  const own = useOwnDetails();
  const [person, setPerson] = useState<PersonState>(own);
  const summary = birthFormSummary([person], {
    title: 'Missing birth information',
    message: 'Please fill in all birth information fields.',
  });

  async function submit(utcOffsetMinutes?: number) {
    clearFailure();
    const errors = validateBirthForm(person.values, person.timeUnknown);
    setPerson({ ...person, errors });
    if (Object.keys(errors).length) return;
    const input = birthInputFromForm(person.values, person.timeUnknown, utcOffsetMinutes);
    await generate(
      routeId === 'natalbirthchart'
        ? { app: routeId, input }
        : // The forecast's months and times are written in the zone the reader is in now.
          { app: routeId, input, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void submit();
  };
  const serverErrors = failure ? birthErrorsFromServer(failure.fields) : {};

  return (
    <GeneratorShell routeId={routeId} title={title} intro={intro} steps={steps}>
      {pending && <GeneratingOverlay label={generatingLabel} />}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <ImportFromProfile
          disabled={pending}
          details={birthDetails}
          onImport={(profile) => setPerson(importProfile(person, profile))}
        />
        <BirthDetailsFields
          values={person.values}
          errors={{ ...serverErrors, ...person.errors }}
          disabled={pending}
          years={YEARS}
          onChange={(values) => setPerson(edited(person, { values }))}
          timeUnknownControl={
            <TimeUnknownToggle
              checked={person.timeUnknown}
              disabled={pending}
              onChange={(timeUnknown) => setPerson(edited(person, { timeUnknown }))}
            />
          }
        />
        {summary && <FormError title={summary.title} message={summary.message} />}
        {failure && (
          <FormError title={failure.title} message={failure.message}>
            {failure.offsetsMinutes && (
              <OffsetChoice offsets={failure.offsetsMinutes} onChoose={(m) => void submit(m)} />
            )}
            {failure.insufficientCredits && (
              <Link to="/pricing" className="mt-2 inline-block underline">
                Buy credits
              </Link>
            )}
          </FormError>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {submitLabel}
        </Button>
      </form>
    </GeneratorShell>
  );
}

/** Both one-birth readings begin with the same step, worded once. */
const ENTER_BIRTH_DETAILS = {
  title: 'Enter your birth details',
  text: 'Date, time and place of birth; import them from your profile.',
};

export function NatalChartPage() {
  return (
    <OneBirthPage
      routeId="natalbirthchart"
      title="Natal Birth Chart"
      intro="Your complete birth chart: every planet, sign, house and aspect, computed to the arcminute and explained."
      steps={[
        ENTER_BIRTH_DETAILS,
        {
          title: 'We cast your chart',
          text: 'Positions of the planets, nodes and angles for your exact moment and place.',
        },
        { title: 'Read your report', text: 'Every placement and major aspect, explained in plain words.' },
        { title: 'Keep it', text: 'Your chart is saved in your library, with how it was computed.' },
      ]}
      generatingLabel="Casting your chart..."
      submitLabel="Generate My Chart"
    />
  );
}

export function YearAheadPage() {
  return (
    <OneBirthPage
      routeId="year-ahead"
      title="Year Ahead"
      intro="The next twelve months of your chart: the slow planets' transits with the days they are in orb, the eclipses and the new and full moons that land on your chart."
      steps={[
        ENTER_BIRTH_DETAILS,
        {
          title: 'We follow the sky for a year',
          text: 'Every exact transit of Jupiter to Pluto, Chiron and the Node to your chart, found to the minute.',
        },
        { title: 'Read it month by month', text: 'Each contact with its dates in your own time zone.' },
        { title: 'Keep it', text: 'Your forecast is saved in your library.' },
      ]}
      generatingLabel="Following your year..."
      submitLabel="Generate My Forecast"
    />
  );
}

export function CompatibilityPage() {
  const { generate, pending, failure, clearFailure } = useGenerateReading('compatibility');
  const own = useOwnDetails();
  const [people, setPeople] = useState<[PersonState, PersonState]>(() => [own, emptyPerson()]);
  const summary = birthFormSummary(
    people.map((p, i) => ({ ...p, label: `Person ${i + 1}` })),
    { title: 'Missing information', message: 'Please fill in all birth information fields for both people.' },
  );
  const setPersonAt = (index: 0 | 1, next: PersonState) =>
    setPeople((prev) => (index === 0 ? [next, prev[1]] : [prev[0], next]));

  async function submit(utcOffset?: { person: 0 | 1; minutes: number }) {
    clearFailure();
    const errors = people.map((p) => validateBirthForm(p.values, p.timeUnknown)) as [
      ProfileFormErrors,
      ProfileFormErrors,
    ];
    setPeople([
      { ...people[0], errors: errors[0] },
      { ...people[1], errors: errors[1] },
    ]);
    if (errors.some((e) => Object.keys(e).length > 0)) return;
    const offsetFor = (i: 0 | 1) => (utcOffset?.person === i ? utcOffset.minutes : undefined);
    await generate({
      app: 'compatibility',
      input: {
        person1: birthInputFromForm(people[0].values, people[0].timeUnknown, offsetFor(0)),
        person2: birthInputFromForm(people[1].values, people[1].timeUnknown, offsetFor(1)),
      },
    });
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void submit();
  };
  const ambiguousPerson: 0 | 1 =
    failure && Object.keys(failure.fields).some((f) => f.startsWith('person2.')) ? 1 : 0;

  return (
    <GeneratorShell
      routeId="compatibility"
      title="Compatibility"
      intro="How two birth charts meet: the relationship score, the aspects between you, and what they ask of you both."
      steps={[
        {
          title: 'Enter both births',
          text: 'Date, time and place for each person; yours can come from your profile.',
        },
        {
          title: 'We compare the charts',
          text: 'Every aspect between your planets and angles, with its orb.',
        },
        { title: 'See your score', text: 'A score with the rules behind it, and a written analysis.' },
        { title: 'Keep it', text: 'The reading is saved in your library.' },
      ]}
    >
      {pending && <GeneratingOverlay label="Comparing your charts..." />}
      <form onSubmit={onSubmit} noValidate className="space-y-8">
        {([0, 1] as const).map((i) => {
          const person = people[i];
          const serverErrors = failure ? birthErrorsFromServer(failure.fields, `person${i + 1}.`) : {};
          return (
            <fieldset key={i} className="space-y-4">
              <legend className="mb-2 font-display text-xl text-gold-300">
                {i === 0 ? 'Person 1' : 'Person 2'}
              </legend>
              {i === 0 && (
                <ImportFromProfile
                  disabled={pending}
                  details={birthDetails}
                  onImport={(profile) => setPersonAt(0, importProfile(person, profile))}
                />
              )}
              <BirthDetailsFields
                values={person.values}
                errors={{ ...serverErrors, ...person.errors }}
                disabled={pending}
                years={YEARS}
                onChange={(values) => setPersonAt(i, edited(person, { values }))}
                timeUnknownControl={
                  <TimeUnknownToggle
                    checked={person.timeUnknown}
                    disabled={pending}
                    onChange={(timeUnknown) => setPersonAt(i, edited(person, { timeUnknown }))}
                  />
                }
              />
            </fieldset>
          );
        })}
        {summary && <FormError title={summary.title} message={summary.message} />}
        {failure && (
          <FormError title={failure.title} message={failure.message}>
            {failure.offsetsMinutes && (
              <OffsetChoice
                offsets={failure.offsetsMinutes}
                onChoose={(minutes) => void submit({ person: ambiguousPerson, minutes })}
              />
            )}
            {failure.insufficientCredits && (
              <Link to="/pricing" className="mt-2 inline-block underline">
                Buy credits
              </Link>
            )}
          </FormError>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          Reveal Our Compatibility
        </Button>
      </form>
    </GeneratorShell>
  );
}
