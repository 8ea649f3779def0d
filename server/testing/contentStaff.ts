// The three callers the content desk's HTTP suites sign in: one who may edit, an admin, and one
// who may not.
import type { DeskHarness } from './desk';

/** Cookies of an editor (`content`), an admin, and a grievance officer (no content role). */
export async function signInContentStaff(desk: DeskHarness) {
  await desk.addStaff('editor', ['content']);
  await desk.addStaff('boss', ['admin']);
  await desk.addStaff('griev', ['grievance']);
  const [editor, admin, grievance] = await Promise.all([
    desk.signIn('editor'),
    desk.signIn('boss'),
    desk.signIn('griev'),
  ]);
  return { editor, admin, grievance };
}
