import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { cn } from '../lib/cn.ts';
import { Label } from './ui/label.tsx';
import { Switch } from './ui/switch.tsx';

/** A form's on/off field (a record's "Ativo"): its label and hint beside a switch, in a bordered row. */
export function SwitchField<Values extends FieldValues, Context, Transformed extends FieldValues>({
  id,
  label,
  hint,
  control,
  name,
  className,
}: {
  id: string;
  label: string;
  hint: string;
  control: Control<Values, Context, Transformed>;
  name: Path<Values>;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center justify-between gap-4 rounded-xl border border-border p-4', className)}>
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <Switch id={id} checked={Boolean(field.value)} onCheckedChange={field.onChange} />}
      />
    </div>
  );
}
