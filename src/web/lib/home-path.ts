import type { Role } from '../../contracts/session.ts';

/** Where a signed-in person belongs (docs/accounts.md): professionals on the schedule, everyone else on the dashboard. */
export function homePathFor(role: Role): '/agenda' | '/dashboard' {
  return role === 'professional' ? '/agenda' : '/dashboard';
}

/** The label of a link to `homePathFor(role)`, a key of the landing page's texts. */
export function homeLinkLabelFor(role: Role): 'landing.hero.primarySignedIn' | 'landing.hero.primarySignedInSchedule' {
  return role === 'professional' ? 'landing.hero.primarySignedInSchedule' : 'landing.hero.primarySignedIn';
}
