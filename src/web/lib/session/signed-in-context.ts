import { createContext, useContext } from 'react';
import type { MeResponse } from '../../../contracts/session.ts';
import type { SubscriptionResponse } from '../../../contracts/subscription.ts';

/** What the route guard knows once it has let a person into the signed-in area. */
export interface SignedIn {
  me: MeResponse;
  subscription: SubscriptionResponse;
}

export const SignedInContext = createContext<SignedIn | null>(null);

/** For pages behind the route guard (app/guards/protected-route.tsx provides it). */
export function useSignedIn(): SignedIn {
  const signedIn = useContext(SignedInContext);
  if (!signedIn) throw new Error('useSignedIn() is only for pages behind <ProtectedRoute>');
  return signedIn;
}
