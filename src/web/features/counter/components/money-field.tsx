import { MoneyInput } from '../../../components/money-input.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import type { Currency } from '../../../lib/money.ts';

/** A labelled money input with its error under it: the input is `id`, its error `${id}-error`. */
export function MoneyField({
  id,
  label,
  value,
  onChange,
  currency,
  problem,
  hint,
  className = 'space-y-2',
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  currency: Currency;
  problem?: string | undefined;
  hint?: string | undefined;
  className?: string;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const described = [problem ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <MoneyInput
        id={id}
        currency={currency}
        value={value}
        onChange={onChange}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={problem} />
    </div>
  );
}
