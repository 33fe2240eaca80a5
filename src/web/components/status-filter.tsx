import { defineFilter } from '../lib/use-list-params.ts';
import { SegmentedControl } from './ui/segmented-control.tsx';

export type ActiveStatus = 'all' | 'active' | 'inactive';

/** Active / inactive, as services and professionals are filtered: '?situacao=inativos'. */
export const statusFilter = defineFilter<ActiveStatus>({
  param: 'situacao',
  default: 'all',
  words: { all: 'todos', active: 'ativos', inactive: 'inativos' },
});

/** The three choices side by side; the page names them (its texts say 'services' or 'professionals'). */
export function StatusFilterControl({
  label,
  value,
  onChange,
  texts,
}: {
  label: string;
  value: ActiveStatus;
  onChange: (value: ActiveStatus) => void;
  texts: Record<ActiveStatus, string>;
}) {
  return (
    <SegmentedControl
      label={label}
      value={value}
      onValueChange={onChange}
      options={[
        { value: 'all', label: texts.all },
        { value: 'active', label: texts.active },
        { value: 'inactive', label: texts.inactive },
      ]}
    />
  );
}
