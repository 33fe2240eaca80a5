import type { CounterSettings } from '../../../contracts/counter.ts';

/**
 * Which register a person at the counter uses (docs/counter.md): the business's one, or their own
 * when the business has each person run theirs. Only one register is open under a key.
 */
export function registerKey(
  settings: Pick<CounterSettings, 'registerPerUser'>,
  actor: { businessId: string; userId: string },
): string {
  return settings.registerPerUser ? `${actor.businessId}:${actor.userId}` : actor.businessId;
}
