import type { MeResponse } from '@orrery/core/api/account';
import {
  DEFAULT_RELATIONSHIP,
  RELATIONSHIP_KINDS,
  type RelationshipKind,
} from '@orrery/core/readings/relationship';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
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
import { type MessageKey, useT } from '@/i18n/i18n';
import { appName } from '@/i18n/messages-by-code';
import { RELATIONSHIP_LABEL } from '../relationship-label';
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
  const t = useT();
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
        {t('birthForm.timeUnknown')}
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
  const t = useT();
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {offsets.map((minutes) => (
        <Button key={minutes} type="button" size="sm" variant="secondary" onClick={() => onChoose(minutes)}>
          {t('birthForm.useOffset', { offset: utcOffset(minutes) })}
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
  intro: MessageKey;
  /** The steps after the first, which both readings share. */
  steps: [MessageKey, MessageKey][];
  generatingLabel: MessageKey;
  submitLabel: MessageKey;
}

/** A reading cast from one birth: the natal chart and the year ahead share the form. */
function OneBirthPage({ routeId, title, intro, steps, generatingLabel, submitLabel }: OneBirthConfig) {
  const t = useT();
  const { generate, pending, failure, clearFailure } = useGenerateReading(routeId);
  const own = useOwnDetails();
  const [person, setPerson] = useState<PersonState>(own);
  const summary = birthFormSummary([person], {
    title: t('birthForm.missingTitle'),
    message: t('birthForm.missing'),
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
    <GeneratorShell
      routeId={routeId}
      title={appName(routeId, title)}
      intro={t(intro)}
      steps={
        [
          { title: t('birthForm.enterDetails'), text: t('birthForm.enterDetailsText') },
          ...steps.map(([title, text]) => ({ title: t(title), text: t(text) })),
        ] as ComponentProps<typeof GeneratorShell>['steps']
      }
    >
      {pending && <GeneratingOverlay label={t(generatingLabel)} />}
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
                {t('generator.buyCredits')}
              </Link>
            )}
          </FormError>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {t(submitLabel)}
        </Button>
      </form>
    </GeneratorShell>
  );
}

export function NatalChartPage() {
  return (
    <OneBirthPage
      routeId="natalbirthchart"
      title="Natal Birth Chart"
      intro="natal.intro"
      steps={[
        ['natal.step2', 'natal.step2Text'],
        ['natal.step3', 'natal.step3Text'],
        ['natal.step4', 'natal.step4Text'],
      ]}
      generatingLabel="natal.generating"
      submitLabel="natal.submit"
    />
  );
}

export function YearAheadPage() {
  return (
    <OneBirthPage
      routeId="year-ahead"
      title="Year Ahead"
      intro="yearAhead.intro"
      steps={[
        ['yearAhead.step2', 'yearAhead.step2Text'],
        ['yearAhead.step3', 'yearAhead.step3Text'],
        ['natal.step4', 'yearAhead.step4Text'],
      ]}
      generatingLabel="yearAhead.generating"
      submitLabel="yearAhead.submit"
    />
  );
}

export function CompatibilityPage() {
  const t = useT();
  const { generate, pending, failure, clearFailure } = useGenerateReading('compatibility');
  const own = useOwnDetails();
  const [people, setPeople] = useState<[PersonState, PersonState]>(() => [own, emptyPerson()]);
  const [relationship, setRelationship] = useState<RelationshipKind>(DEFAULT_RELATIONSHIP);
  const relationshipHint = useId();
  const summary = birthFormSummary(
    people.map((p, i) => ({ ...p, label: t('birthForm.person', { number: i + 1 }) })),
    { title: t('generator.missing'), message: t('birthForm.missingBoth') },
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
        relationship,
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
      title={appName('compatibility', 'Compatibility')}
      intro={t('compatibility.intro')}
      steps={[
        { title: t('compatibility.step1'), text: t('compatibility.step1Text') },
        { title: t('compatibility.step2'), text: t('compatibility.step2Text') },
        { title: t('compatibility.step3'), text: t('compatibility.step3Text') },
        { title: t('natal.step4'), text: t('compatibility.step4Text') },
      ]}
    >
      {pending && <GeneratingOverlay label={t('compatibility.generating')} />}
      <form onSubmit={onSubmit} noValidate className="space-y-8">
        {([0, 1] as const).map((i) => {
          const person = people[i];
          const serverErrors = failure ? birthErrorsFromServer(failure.fields, `person${i + 1}.`) : {};
          return (
            <fieldset key={i} className="space-y-4">
              <legend className="mb-2 font-display text-xl text-gold-300">
                {t('birthForm.person', { number: i + 1 })}
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
        <FormField
          id="compatibility-relationship"
          label={t('compatibility.relationship')}
          describedBy={relationshipHint}
          after={
            <p id={relationshipHint} className="mt-1 text-sm text-slate-400">
              {t('compatibility.relationshipHint')}
            </p>
          }
        >
          {(control) => (
            <Select
              {...control}
              value={relationship}
              disabled={pending}
              onChange={(event) => setRelationship(event.target.value as RelationshipKind)}
            >
              {RELATIONSHIP_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(RELATIONSHIP_LABEL[kind])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
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
                {t('generator.buyCredits')}
              </Link>
            )}
          </FormError>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {t('compatibility.submit')}
        </Button>
      </form>
    </GeneratorShell>
  );
}
