// Desk sessions in Chromium against the real server (issue 44; docs/contract.md §11, Sessions
// lists): signed in from two browsers, the first lists both and ends the other, which is signed
// out at its next request.
import { describe, expect, it } from 'vitest';
import { setUpE2e } from '../../../../tests/support/fixture';
import { dataDirWithStaff, openDeskSection, signedInToDesk } from '../../../../tests/support/staff';

setUpE2e(undefined, async () => ({ dataDir: await dataDirWithStaff({ meera: 'grievance' }) }));

describe('desk sessions', () => {
  it('ends the session of another browser from the sessions list', async () => {
    const first = await signedInToDesk('meera');
    const second = await signedInToDesk('meera');
    await openDeskSection(first, 'Sessions');
    const mine = first.getByRole('table', { name: 'Your sessions' });
    await mine.getByText('This session').waitFor();
    expect(await mine.getByRole('row').count()).toBe(3);
    const end = mine.getByRole('button', { name: /^End session on / });
    await end.click();
    await first.getByText(/The session on .* has ended\./).waitFor();
    // The list loads again without it: only this session's row is left.
    await end.waitFor({ state: 'detached' });
    expect(await mine.getByRole('row').count()).toBe(2);

    await second.reload();
    await second.getByLabel('Username').waitFor();
    expect(await second.getByRole('heading', { level: 1, name: 'Overview' }).count()).toBe(0);
    await first.reload();
    await first.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    await Promise.all([first.context().close(), second.context().close()]);
  });
});
