import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/back-office.ts';
import { formatClock, timesOfDay } from '../../lib/local-date.ts';
import { NativeSelect } from './native-select.tsx';

/**
 * A time of day in the app's language, whatever the browser's: the browser's own time input shows
 * AM/PM on a pt-BR screen when the browser speaks English. A list of the times at `step` minutes,
 * each written as the language reads the clock (14:30, 2:30 PM), with the value it holds among
 * them; the rest of the code sees 'HH:MM' only. The browser's own list: a wheel on phones, and
 * typing '14' or '2:3' jumps to the time.
 */
export function TimeInput({
  value,
  step,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'defaultValue' | 'multiple'> & {
  /** 'HH:MM', or '' for no time yet. */
  value: string;
  /** Minutes between the times offered. */
  step: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect value={value} {...props}>
      {value === '' && (
        <option value="" disabled>
          {t('pickers.noTime')}
        </option>
      )}
      {timesOfDay(step, value).map((time) => (
        <option key={time} value={time}>
          {formatClock(time, i18n.language)}
        </option>
      ))}
    </NativeSelect>
  );
}
