import type { Reader } from './params.ts';
import type { Emit, StandInState } from './state.ts';

export interface RouteContext {
  state: StandInState;
  /** The parameters: the form body of a POST, the query string of a GET or DELETE. */
  query: Reader;
  /** The id in the path (`/v1/customers/:id`), '' when the path has none. */
  id: string;
  /** Queues an event caused by this request, for takeEvents(). */
  emit: Emit;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** Returns the object to answer with (the server copies it and applies `expand`). */
  handle(context: RouteContext): object;
}

export interface RouteMatch {
  route: Route;
  id: string;
}

export function matchRoute(routes: Route[], method: string, path: string): RouteMatch | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = new RegExp(`^${route.path.replace(':id', '([^/]+)')}$`);
    const match = pattern.exec(path);
    if (match) return { route, id: match[1] ? decodeURIComponent(match[1]) : '' };
  }
  return null;
}
