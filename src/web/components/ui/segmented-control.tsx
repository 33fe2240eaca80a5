import { RadioGroup } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/**
 * One choice among a few, shown side by side (a radio group: arrow keys move the choice). `label`
 * names the group for screen readers.
 */
export function SegmentedControl<Value extends string>({
  label,
  value,
  onValueChange,
  options,
  className,
  disabled,
}: {
  label: string;
  value: Value;
  onValueChange: (value: Value) => void;
  options: readonly { value: Value; label: string; icon?: React.ReactNode }[];
  className?: string;
  disabled?: boolean;
}) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      onValueChange={(next) => onValueChange(next as Value)}
      orientation="horizontal"
      disabled={disabled}
      className={cn('inline-flex rounded-lg border border-input bg-muted/60 p-1', className)}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            'inline-flex h-8 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors',
            'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4',
            'data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
          )}
        >
          {option.icon}
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
