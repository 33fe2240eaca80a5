import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MoneyInput } from './money-input.tsx';

/** A form's money field: a MoneyInput bound to one of the form's values (react-hook-form), kept as typed text. */
export function FormMoneyInput<Values extends FieldValues, Context, Transformed extends FieldValues>({
  control,
  name,
  ...input
}: {
  control: Control<Values, Context, Transformed>;
  name: Path<Values>;
} & Omit<ComponentProps<typeof MoneyInput>, 'value' | 'onChange' | 'onBlur' | 'ref'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput {...input} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
      )}
    />
  );
}
