/** Choices offered for the minimum notice (minutes) and the cancellation limit (hours). */
export const MIN_NOTICE_CHOICES = [0, 15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 4320, 10080];
export const CANCEL_UNTIL_CHOICES = [0, 1, 2, 3, 6, 12, 24, 48, 72, 168];
/** Choices for how long a waitlist offer's claim link holds (minutes): 30 minutes to 2 days. */
export const WAITLIST_OFFER_CHOICES = [30, 60, 120, 240, 720, 1440, 2880];
export const SLOT_STEP_CHOICES = [5, 10, 15, 20, 30, 60] as const;

/** The choices, with the saved value among them even when it is not one of them (set through the API). */
export function choicesWith(choices: readonly number[], current: number): number[] {
  return choices.includes(current) ? [...choices] : [...choices, current].sort((a, b) => a - b);
}

/**
 * A span of minutes in words, in the largest whole unit: '30 minutos', '2 horas', '1 dia'. `Intl`
 * writes the unit in the language, singular or plural.
 */
export function formatSpan(minutes: number, language: string): string {
  const [value, unit] =
    minutes > 0 && minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes > 0 && minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
