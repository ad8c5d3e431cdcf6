import { countWords } from '@orrery/core/readings/text';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { FormError } from '@/components/ui/form-error';
import { useSession } from '@/features/auth/session';
import { keepUnfixed } from '@/lib/form-errors';
import { t as translate, type MessageKey, useT } from '@/i18n/i18n';
import { appName } from '@/i18n/messages-by-code';
import { GeneratingOverlay } from './GeneratingOverlay';
import { GeneratorShell } from './GeneratorShell';
import { ImportFromProfile } from './ImportFromProfile';
import { firstNameDetail } from './profile-details';
import { TarotCut, usePreparedDraw } from './TarotCut';
import { useGenerateReading } from './use-generate';

const MAX_WORDS = 300;
const MAX_CHARS = 500;

interface Variant {
  routeId: 'tarot-traditional' | 'tarot-celtic-cross';
  spread: 'three-card' | 'celtic-cross';
  title: string;
  intro: MessageKey;
  required: MessageKey;
}

const VARIANTS: Record<Variant['routeId'], Variant> = {
  'tarot-traditional': {
    routeId: 'tarot-traditional',
    spread: 'three-card',
    title: 'Daily Tarot Reading',
    intro: 'tarot.dailyIntro',
    required: 'tarot.dailyRequired',
  },
  'tarot-celtic-cross': {
    routeId: 'tarot-celtic-cross',
    spread: 'celtic-cross',
    title: 'Tarot Celtic Cross',
    intro: 'tarot.celticIntro',
    required: 'tarot.celticRequired',
  },
};

function questionProblem(routeId: Variant['routeId'], question: string): string | undefined {
  if (routeId === 'tarot-traditional' && countWords(question) > MAX_WORDS) {
    return translate('tarot.tooManyWords');
  }
  if (routeId === 'tarot-celtic-cross' && [...question].length > MAX_CHARS) {
    return translate('tarot.tooManyChars');
  }
  return undefined;
}

type FieldErrors = Partial<Record<'firstName' | 'question', string>>;

function validate(routeId: Variant['routeId'], values: { firstName: string; question: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.firstName.trim()) errors.firstName = translate('tarot.firstNameRequired');
  const problem = values.question.trim()
    ? questionProblem(routeId, values.question)
    : translate('tarot.questionRequired');
  if (problem) errors.question = problem;
  return errors;
}

function TarotGeneratorPage({ variant }: { variant: Variant }) {
  const t = useT();
  const ids = { name: useId(), question: useId() };
  const queryClient = useQueryClient();
  const draw = usePreparedDraw(variant.spread);
  const { generate, pending, failure, clearFailure } = useGenerateReading(variant.routeId);
  const { data: me } = useSession();
  const [firstName, setFirstName] = useState(() => me?.profile.firstName ?? '');
  const [question, setQuestion] = useState('');
  const [cut, setCut] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const reshuffle = () => void queryClient.resetQueries({ queryKey: ['draw', variant.spread] });
  const counter =
    variant.routeId === 'tarot-traditional'
      ? t('tarot.words', { count: countWords(question), max: MAX_WORDS })
      : t('tarot.characters', { count: [...question].length, max: MAX_CHARS });

  // A fixed field loses its error at once, not at the next submit.
  const edit = (next: { firstName: string; question: string }) => {
    setFirstName(next.firstName);
    setQuestion(next.question);
    setErrors((shown) => keepUnfixed(shown, validate(variant.routeId, next)));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    clearFailure();
    const next = validate(variant.routeId, { firstName, question });
    setErrors(next);
    if (Object.keys(next).length || !draw.data) return;
    const drawId = draw.data.drawId;
    const input = { firstName: firstName.trim(), question: question.trim(), ...(cut ? { cut } : {}) };
    await generate(
      variant.routeId === 'tarot-traditional'
        ? { app: 'tarot-traditional', drawId, input }
        : { app: 'tarot-celtic-cross', drawId, input },
    );
  }

  // The prepared draw was used or lost: a new shuffle is needed before trying again.
  const drawProblem = failure?.fields.drawId;
  const missing = Boolean(errors.firstName) || (Boolean(errors.question) && !question.trim());
  const fieldError = (field: 'firstName' | 'question') => errors[field] ?? failure?.fields[field];

  return (
    <GeneratorShell
      routeId={variant.routeId}
      title={appName(variant.routeId, variant.title)}
      intro={t(variant.intro)}
      steps={[
        { title: t('tarot.step1'), text: t('tarot.step1Text') },
        { title: t('tarot.step2'), text: t('tarot.step2Text') },
        { title: t('tarot.step3'), text: t('tarot.step3Text') },
        { title: t('tarot.step4'), text: t('tarot.step4Text') },
      ]}
    >
      {pending && <GeneratingOverlay label={t('tarot.drawing')} />}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <ImportFromProfile
          disabled={pending}
          details={firstNameDetail}
          onImport={(profile) => edit({ firstName: profile.firstName || firstName, question })}
        />
        <FormField id={ids.name} label={t('tarot.firstName')} error={fieldError('firstName')}>
          {(control) => (
            <Input
              {...control}
              value={firstName}
              autoComplete="given-name"
              disabled={pending}
              onChange={(e) => edit({ firstName: e.target.value, question })}
            />
          )}
        </FormField>
        <FormField
          id={ids.question}
          label={t('tarot.question')}
          error={fieldError('question')}
          describedBy={(errorId) => `${ids.question}-counter${errorId ? ` ${errorId}` : ''}`}
        >
          {(control) => (
            <>
              <Textarea
                {...control}
                rows={4}
                value={question}
                disabled={pending}
                onChange={(e) => edit({ firstName, question: e.target.value })}
              />
              <p id={`${ids.question}-counter`} className="mt-1 text-right text-xs text-slate-400">
                {counter}
              </p>
            </>
          )}
        </FormField>
        <TarotCut draw={draw} cut={cut} disabled={pending} onCutChange={setCut} onReshuffle={reshuffle} />
        {missing && <FormError title={t('generator.missing')} message={t(variant.required)} />}
        {failure && (
          <FormError title={failure.title} message={drawProblem ?? failure.message}>
            {drawProblem && (
              <button type="button" className="mt-2 underline" onClick={reshuffle}>
                {t('tarot.shuffleAgain')}
              </button>
            )}
            {failure.insufficientCredits && (
              <Link to="/pricing" className="mt-2 inline-block underline">
                {t('generator.buyCredits')}
              </Link>
            )}
          </FormError>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={pending || !draw.data}>
          {t('tarot.draw')}
        </Button>
      </form>
    </GeneratorShell>
  );
}

export function DailyTarotPage() {
  return <TarotGeneratorPage variant={VARIANTS['tarot-traditional']} />;
}

export function CelticCrossPage() {
  return <TarotGeneratorPage variant={VARIANTS['tarot-celtic-cross']} />;
}
