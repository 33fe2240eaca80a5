import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import { cn } from '../lib/cn.ts';
import { filterTimeZones, timeZoneOptions, type TimeZoneOption } from '../lib/time-zones.ts';

function optionLabel(option: TimeZoneOption): string {
  return option.name ? `${option.id.replace(/_/g, ' ')} — ${option.name}` : option.id.replace(/_/g, ' ');
}

/**
 * A searchable list of every IANA time zone (ARIA combobox: type to filter, arrows to move,
 * Enter to choose, Escape to close). `id` goes on the text box, for its <Label htmlFor>.
 */
export function TimeZoneCombobox({
  id,
  value,
  onChange,
  invalid = false,
  describedBy,
  disabled = false,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const options = useMemo(() => timeZoneOptions(language, [value]), [language, value]);
  const filtered = useMemo(() => (open ? filterTimeZones(options, query) : []), [open, options, query]);
  const selected = options.find((option) => option.id === value);

  const openList = () => {
    if (disabled) return;
    setOpen(true);
    setQuery('');
    const index = options.findIndex((option) => option.id === value);
    setActive(Math.max(0, index));
    requestAnimationFrame(() => scrollActiveIntoView(Math.max(0, index)));
  };

  const scrollActiveIntoView = (index: number) => {
    listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
  };

  const choose = (option: TimeZoneOption | undefined) => {
    if (option) onChange(option.id);
    setOpen(false);
    setQuery('');
  };

  const move = (to: number) => {
    if (filtered.length === 0) return;
    const next = Math.min(filtered.length - 1, Math.max(0, to));
    setActive(next);
    scrollActiveIntoView(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else move(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) move(active - 1);
        break;
      case 'PageDown':
        if (open) {
          event.preventDefault();
          move(active + 10);
        }
        break;
      case 'PageUp':
        if (open) {
          event.preventDefault();
          move(active - 10);
        }
        break;
      case 'Enter':
        if (open) {
          event.preventDefault();
          choose(filtered[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setQuery('');
        }
        break;
    }
  };

  const activeOption = open ? filtered[active] : undefined;
  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={
          [describedBy, selected?.name && !open ? `${listId}-name` : undefined].filter(Boolean).join(' ') || undefined
        }
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={open ? t('timeZone.searchPlaceholder') : undefined}
        // Closed, the box holds the place, and its zone's name is written under it: on a phone the two do not fit on one line.
        value={open ? query : value.replace(/_/g, ' ')}
        onChange={(event) => {
          if (!open) setOpen(true);
          setQuery(event.target.value);
          setActive(0);
        }}
        onClick={() => (open ? undefined : openList())}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setQuery('');
        }}
        className={cn(
          'flex h-11 w-full rounded-lg border border-input bg-card pl-3 pr-9 text-base text-foreground shadow-xs sm:text-sm',
          'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        )}
      />
      <ChevronsUpDown
        className="pointer-events-none absolute right-3 top-5.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      {selected?.name && (
        <p id={`${listId}-name`} className="mt-1 text-xs text-muted-foreground" data-testid="time-zone-name">
          {selected.name}
        </p>
      )}
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('timeZone.listLabel')}
        hidden={!open}
        className="absolute z-40 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-border bg-card py-1 shadow-lg"
      >
        {filtered.length === 0 && open && (
          <li className="px-3 py-2 text-sm text-muted-foreground">{t('timeZone.noMatch')}</li>
        )}
        {filtered.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            data-index={index}
            aria-selected={option.id === value}
            // Keep the focus in the text box: the blur would close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => (index !== active ? setActive(index) : undefined)}
            className={cn(
              'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
              index === active ? 'bg-muted text-foreground' : 'text-foreground',
            )}
          >
            <Check
              className={cn('size-4 shrink-0 text-primary', option.id !== value && 'invisible')}
              aria-hidden="true"
            />
            <span className="min-w-0 flex-1 break-words">{optionLabel(option)}</span>
            <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{option.offset}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
