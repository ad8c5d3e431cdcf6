import { TRANSIT_ORB_SET_NAMES, type TransitOrbSet } from '@orrery/core/astro/transit-points';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { type MessageKey, useT } from '@/i18n/i18n';
import { useSaveProfile } from './use-save-profile';

const OPTION_LABEL: Record<TransitOrbSet, MessageKey> = {
  tight: 'orbs.tight',
  standard: 'orbs.standard',
  wide: 'orbs.wide',
};

/** The transit orbs Today and the daily note use, saved with the profile as soon as it is chosen. */
export function TransitOrbsSetting({ value }: { value: TransitOrbSet }) {
  const t = useT();
  const id = useId();
  const saveProfile = useSaveProfile();
  const save = useMutation({ mutationFn: (transitOrbs: TransitOrbSet) => saveProfile({ transitOrbs }) });

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-slate-200">
        {t('orbs.label')}
      </label>
      <Select
        id={id}
        className="w-auto min-w-40"
        aria-describedby={`${id}-hint`}
        value={save.isPending ? save.variables : value}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.target.value as TransitOrbSet)}
      >
        {TRANSIT_ORB_SET_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(OPTION_LABEL[name])}
          </option>
        ))}
      </Select>
      <p role="status" className="text-sm text-emerald-300">
        {save.isSuccess ? t('orbs.saved') : ''}
      </p>
      <p id={`${id}-hint`} className="w-full text-xs text-slate-400">
        {t('orbs.hint')}
      </p>
      {save.isError && <FormError message={save.error.message} />}
    </div>
  );
}
