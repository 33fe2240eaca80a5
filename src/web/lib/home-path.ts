import type { Role } from '../../contracts/session.ts';
import { mayOpen } from './session/may.ts';

/** Where a signed-in person belongs (docs/accounts.md): the dashboard for whoever may open it, the schedule for everyone else. */
export function homePathFor(role: Role): '/agenda' | '/dashboard' {
  return mayOpen(role, '/dashboard') ? '/dashboard' : '/agenda';
}

/** The label of a link to `homePathFor(role)`, a key of the landing page's texts. */
export function homeLinkLabelFor(role: Role): 'landing.hero.primarySignedIn' | 'landing.hero.primarySignedInSchedule' {
  return homePathFor(role) === '/agenda' ? 'landing.hero.primarySignedInSchedule' : 'landing.hero.primarySignedIn';
}
