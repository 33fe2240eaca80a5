import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './ui/field-error.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/**
 * A form's text input with its label and, under it, its error: the input is `id`, its error
 * `${id}-error`; an optional field says so after its label. `className` is the wrapper's.
 */
export function TextField({
  id,
  label,
  optional,
  message,
  className = 'space-y-2',
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: string;
  optional: boolean;
  message: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted-foreground">{` ${t('common.optional')}`}</span>}
      </Label>
      <Input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
