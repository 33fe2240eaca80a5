import { useId } from 'react';
import { Badge } from './ui/badge.tsx';
import { Switch } from './ui/switch.tsx';
import { errorMessage } from '../lib/forms.ts';
import { showToast } from '../lib/toast.ts';

/** The words of a switch, each in the reader's language already. */
export interface SavedAtOnceSwitchTexts {
  label: string;
  on: string;
  off: string;
  onHint: string;
  offHint: string;
  turnedOn: string;
  turnedOff: string;
  saveError: string;
}

/**
 * A setting turned on or off with one tap and saved at once: it shows the value being saved while
 * the request runs, then says so in a toast (or why not, and falls back to what is saved).
 */
export function SavedAtOnceSwitch({
  enabled,
  save,
  pending,
  pendingValue,
  texts,
  badgeTestId,
}: {
  enabled: boolean;
  save: (next: boolean) => Promise<unknown>;
  /** Whether a save runs, and the value it saves. */
  pending: boolean;
  pendingValue: boolean | undefined;
  texts: SavedAtOnceSwitchTexts;
  badgeTestId?: string;
}) {
  const id = useId();
  const shown = pending && pendingValue !== undefined ? pendingValue : enabled;

  const toggle = async (next: boolean) => {
    try {
      await save(next);
      showToast('success', next ? texts.turnedOn : texts.turnedOff);
    } catch (error) {
      showToast('error', texts.saveError, errorMessage(error));
    }
  };

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-enabled`} className="font-medium text-foreground">
            {texts.label}
          </label>
          <Badge variant={shown ? 'default' : 'outline'} data-testid={badgeTestId}>
            {shown ? texts.on : texts.off}
          </Badge>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {shown ? texts.onHint : texts.offHint}
        </p>
      </div>
      <Switch
        id={`${id}-enabled`}
        checked={shown}
        disabled={pending}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(next) => void toggle(next)}
      />
    </div>
  );
}
