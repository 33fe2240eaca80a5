import type { Role } from '../../contracts/session.ts';

/** Where a signed-in person belongs (SPEC 6): professionals on the schedule, everyone else on the dashboard. */
export function homePathFor(role: Role): '/agenda' | '/dashboard' {
  return role === 'professional' ? '/agenda' : '/dashboard';
}
