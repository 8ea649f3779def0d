import { createContext, useContext } from 'react';
import type { StaffSession } from '../../../contract/desk';

export interface SessionState {
  /** undefined while the first GET /api/desk/session is under way, null when signed out. */
  session: StaffSession | null | undefined;
  setSession: (session: StaffSession | null) => void;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useDeskSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useDeskSession outside DeskSessionProvider');
  return state;
}

/** For pages inside the shell, which renders them only once someone is signed in. */
export function useSignedIn(): StaffSession {
  const { session } = useDeskSession();
  if (!session) throw new Error('useSignedIn outside the signed-in shell');
  return session;
}
