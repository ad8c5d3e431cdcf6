import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { encode } from 'uqr';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { adminStatusKey, useAdminStatus } from '@/features/admin/use-admin';
import { meQueryKey } from '@/features/auth/session';
import { t as message, useT } from '@/i18n/i18n';
import { RichText } from '@/i18n/Trans';
import { isRecord } from '@/lib/api';
import { AuthRequestError, authRequest } from '@/lib/auth-request';

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

function isEnrolment(value: unknown): value is Enrolment {
  return (
    isRecord(value) &&
    typeof value.totpURI === 'string' &&
    Array.isArray(value.backupCodes) &&
    value.backupCodes.every((code) => typeof code === 'string')
  );
}

/** The otpauth address as a QR code; the secret is also printed for typing in by hand. */
function QrCode({ value }: { value: string }) {
  const t = useT();
  const { data, size } = encode(value, { border: 2 });
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      className="h-48 w-48 rounded-lg bg-white"
      role="img"
      aria-label={t('twoFactor.qrLabel')}
      shapeRendering="crispEdges"
    >
      {data.flatMap((row, y) =>
        row.map((dark, x) => (dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} /> : null)),
      )}
    </svg>
  );
}

/** Shown once, at enrolment and after each renewal: only their hashes are kept. */
function BackupCodeList({ codes }: { codes: string[] }) {
  const t = useT();
  return (
    <ul
      className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm text-slate-100"
      aria-label={t('twoFactor.backupCodesLabel')}
    >
      {codes.map((backup) => (
        <li key={backup}>{backup}</li>
      ))}
    </ul>
  );
}

function PasswordField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} className="max-w-xs">
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete="current-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

function passwordFailure(err: unknown, fallback: string): string {
  return err instanceof AuthRequestError && err.code === 'INVALID_PASSWORD'
    ? message('twoFactor.incorrectPassword')
    : fallback;
}

/**
 * Once enrolled: new backup codes (the old ones stop working) or TOTP turned off, each behind
 * the password. Where the admin panel requires TOTP (production), turning it off is said to
 * close the panel until the admin enrols again.
 */
function EnrolledControls({ totpRequired }: { totpRequired: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'codes' | 'disable' | null>(null);

  async function renewCodes() {
    setBusy('codes');
    setError(undefined);
    try {
      const answer = await authRequest('two-factor/generate-backup-codes', { password });
      if (!isRecord(answer) || !Array.isArray(answer.backupCodes)) throw new Error('unexpected answer');
      setCodes(answer.backupCodes.filter((code): code is string => typeof code === 'string'));
    } catch (err) {
      setError(passwordFailure(err, t('twoFactor.renewFailed')));
    } finally {
      setPassword('');
      setBusy(null);
    }
  }

  async function turnOff() {
    setBusy('disable');
    setError(undefined);
    try {
      await authRequest('two-factor/disable', { password });
      // Turning it off also replaces the session, which ends the admin step-up with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStatusKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    } catch (err) {
      setError(passwordFailure(err, t('twoFactor.disableFailed')));
    } finally {
      setPassword('');
      setBusy(null);
    }
  }

  const closesPanel = t('twoFactor.closesPanel');
  return (
    <div className="mt-4 space-y-4">
      {codes && (
        <div role="status">
          <h3 className="font-sans text-sm font-semibold text-slate-200">{t('twoFactor.newCodes')}</h3>
          <p className="text-sm text-slate-400">{t('twoFactor.newCodesNote')}</p>
          <BackupCodeList codes={codes} />
        </div>
      )}
      <p className="text-sm text-slate-300">{t('twoFactor.confirmToChange')}</p>
      {totpRequired && <p className="text-sm text-amber-300">{closesPanel}</p>}
      <PasswordField label={t('twoFactor.password')} value={password} onChange={setPassword} />
      <FormError message={error} />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={busy !== null || !password} onClick={() => void renewCodes()}>
          {busy === 'codes' ? t('twoFactor.makingCodes') : t('twoFactor.makeCodes')}
        </Button>
        <ConfirmDialog
          trigger={t('twoFactor.turnOff')}
          triggerDisabled={!password}
          title={t('twoFactor.turnOffTitle')}
          description={totpRequired ? closesPanel : t('twoFactor.turnOffDescription')}
          confirmLabel={t('twoFactor.turnOffConfirm')}
          busyLabel={t('twoFactor.turningOff')}
          busy={busy === 'disable'}
          onConfirm={turnOff}
        />
      </div>
    </div>
  );
}

/**
 * TOTP enrolment for admins (better-auth's two-factor plugin): confirm the password, scan the
 * QR code, keep the backup codes, then prove the app works with one code. The admin panel's
 * step-up asks for a code from then on; in production it requires one.
 */
export function TwoFactorCard() {
  const t = useT();
  const codeId = useId();
  const status = useAdminStatus();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!status.data) return null;
  const enrolled = status.data.totpEnrolled;

  async function onStart(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await authRequest('two-factor/enable', { password });
      if (!isEnrolment(answer)) throw new Error('unexpected answer');
      setEnrolment(answer);
      setPassword('');
    } catch (err) {
      setPassword('');
      setError(passwordFailure(err, t('twoFactor.startFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await authRequest('two-factor/verify-totp', { code: code.trim() });
      setEnrolment(null);
      setCode('');
      await queryClient.invalidateQueries({ queryKey: adminStatusKey });
    } catch {
      setCode('');
      setError(t('twoFactor.codeMismatch'));
    } finally {
      setBusy(false);
    }
  }

  const secret = enrolment ? new URL(enrolment.totpURI).searchParams.get('secret') : null;
  return (
    <Card id="two-factor">
      <h2 className="text-xl text-slate-50">{t('twoFactor.heading')}</h2>
      {enrolled ? (
        <>
          <p className="mt-2 text-sm text-emerald-300">{t('twoFactor.on')}</p>
          <EnrolledControls totpRequired={status.data.totpRequired} />
        </>
      ) : enrolment ? (
        <form className="mt-4 space-y-4" onSubmit={onVerify} noValidate>
          <p className="text-sm text-slate-300">{t('twoFactor.scan')}</p>
          <QrCode value={enrolment.totpURI} />
          <p className="text-sm text-slate-300">
            <RichText
              id="twoFactor.setupKey"
              values={{ secret: secret ?? '' }}
              components={{ 0: <code className="break-all text-slate-100" /> }}
            />
          </p>
          <div>
            <h3 className="font-sans text-sm font-semibold text-slate-200">{t('twoFactor.backupCodes')}</h3>
            <p className="text-sm text-slate-400">{t('twoFactor.backupCodesNote')}</p>
            <BackupCodeList codes={enrolment.backupCodes} />
          </div>
          <FormField id={codeId} label={t('twoFactor.code')} className="max-w-xs">
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </FormField>
          <FormError message={error} />
          <Button type="submit" disabled={busy || code.trim().length !== 6}>
            {busy ? t('twoFactor.verifying') : t('twoFactor.turnOn')}
          </Button>
        </form>
      ) : (
        <form className="mt-4 space-y-4" onSubmit={onStart} noValidate>
          <p className="text-sm text-slate-300">
            {t(status.data.totpRequired ? 'twoFactor.introRequired' : 'twoFactor.intro')}
          </p>
          <PasswordField label={t('twoFactor.confirmPassword')} value={password} onChange={setPassword} />
          <FormError message={error} />
          <Button type="submit" disabled={busy || !password}>
            {busy ? t('twoFactor.starting') : t('twoFactor.setUp')}
          </Button>
        </form>
      )}
    </Card>
  );
}
