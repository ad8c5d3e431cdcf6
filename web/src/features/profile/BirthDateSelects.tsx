import { Select } from '@/components/ui/select';
import { monthNames } from './profile-form';
import { useT } from '@/i18n/i18n';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

/** A birth date as three selects (day 1-31, month, year), each named for screen readers. */
export function BirthDateSelects({
  value,
  years,
  disabled,
  invalid,
  onChange,
}: {
  value: BirthDateParts;
  years: number[];
  disabled?: boolean | undefined;
  invalid: boolean;
  onChange: (value: BirthDateParts) => void;
}) {
  const t = useT();
  return (
    // Day and year need only their placeholder's width; the month takes the rest, so "December"
    // fits a phone's width whole.
    <div className="grid grid-cols-[4.75rem_minmax(0,1fr)_5.5rem] gap-2 sm:gap-3">
      <Select
        aria-label={t('birth.day')}
        value={value.day}
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(e) => onChange({ ...value, day: e.target.value })}
      >
        <option value="">{t('birth.dayPlaceholder')}</option>
        {DAYS.map((d) => (
          <option key={d} value={String(d)}>
            {d}
          </option>
        ))}
      </Select>
      <Select
        aria-label={t('birth.month')}
        value={value.month}
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(e) => onChange({ ...value, month: e.target.value })}
      >
        <option value="">{t('birth.monthPlaceholder')}</option>
        {monthNames().map((m, i) => (
          <option key={m} value={String(i + 1)}>
            {m}
          </option>
        ))}
      </Select>
      <Select
        aria-label={t('birth.year')}
        value={value.year}
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(e) => onChange({ ...value, year: e.target.value })}
      >
        <option value="">{t('birth.yearPlaceholder')}</option>
        {years.map((y) => (
          <option key={y} value={String(y)}>
            {y}
          </option>
        ))}
      </Select>
    </div>
  );
}
