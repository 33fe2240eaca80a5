import { ChevronRight, Users } from 'lucide-react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../i18n/i18n.ts';

const optionClass = (selected: boolean) =>
  cn(
    'flex w-full items-center gap-3 rounded-xl border p-3.5 text-left transition-colors',
    'hover:border-primary hover:bg-secondary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    selected ? 'border-primary bg-secondary/50' : 'border-border bg-card',
  );

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** 'Qualquer profissional' (the first free time of anyone) or one of those who do the service. */
export function ProfessionalList({
  professionals,
  selectedId,
  onSelect,
}: {
  professionals: PublicBusiness['professionals'];
  /** null: any professional; undefined: nothing chosen yet. */
  selectedId: string | null | undefined;
  onSelect: (professionalId: string | null) => void;
}) {
  const { tr } = useI18n();
  return (
    <ul className="space-y-2">
      <li>
        <button
          type="button"
          aria-pressed={selectedId === null}
          onClick={() => onSelect(null)}
          className={optionClass(selectedId === null)}
        >
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground"
          >
            <Users className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-foreground">{tr('professional.any')}</span>
            <span className="block text-sm text-muted-foreground">{tr('professional.anyHint')}</span>
          </span>
          <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        </button>
      </li>
      {professionals.map((professional) => (
        <li key={professional.id}>
          <button
            type="button"
            aria-pressed={selectedId === professional.id}
            onClick={() => onSelect(professional.id)}
            className={optionClass(selectedId === professional.id)}
          >
            <span
              aria-hidden="true"
              className="grid size-11 shrink-0 place-items-center rounded-full bg-secondary font-semibold text-secondary-foreground"
            >
              {initials(professional.fullName)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-foreground">{professional.fullName}</span>
              {professional.specialization && (
                <span className="block text-sm text-muted-foreground">{professional.specialization}</span>
              )}
            </span>
            <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
