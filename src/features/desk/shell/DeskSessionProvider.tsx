import { useState, type ReactNode } from 'react';
import type { StaffSession } from '../../../contract/desk';
import { SessionContext } from './session';

/** The signed-in person, shared by the desk's shell and pages (never by the public site). */
export function DeskSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StaffSession | null | undefined>(undefined);
  return <SessionContext value={{ session, setSession }}>{children}</SessionContext>;
}
