import type { InputHTMLAttributes, Ref } from 'react';
import { currentLanguage } from '../i18n/i18n.ts';
import { cn } from '../lib/cn.ts';
import { centsToMoneyInput, currencySymbol, parseMoneyInput, type Currency } from '../lib/money.ts';

/**
 * A price in the business's currency, typed as the language writes it ('45,90' in pt-BR, '45.90'
 * in en-US). The value stays text (the form's schema turns it into cents, lib/money.ts); on blur a
 * readable amount is rewritten in the language's format.
 */
export function MoneyInput({
  currency,
  className,
  onBlur,
  onChange,
  value,
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  ref?: Ref<HTMLInputElement>;
  currency: Currency;
  value: string;
  onChange: (value: string) => void;
}) {
  const language = currentLanguage();
  return (
    <div className={cn('relative', className)}>
      <span
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
        aria-hidden="true"
      >
        {currencySymbol(currency, language)}
      </span>
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          const cents = parseMoneyInput(value, language);
          if (cents !== null) onChange(centsToMoneyInput(cents, language));
          onBlur?.(event);
        }}
        className={cn(
          'flex h-11 w-full rounded-lg border border-input bg-card pl-10 pr-3 text-base tabular-nums text-foreground shadow-xs sm:text-sm',
          'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        )}
        {...props}
      />
    </div>
  );
}
