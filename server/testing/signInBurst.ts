// A burst of concurrent staff sign-ins and the password typed right while it is under way
// (issue 39: the lockout must hold whatever the concurrency and whichever server is reached).

export interface BurstResult {
  /** The status of each wrong guess: 401 when its password was checked, 429 when refused. */
  wrong: number[];
  /** The right password's status, sent once the burst had been refused at least once. */
  right: number;
}

/**
 * Sends `guesses` wrong passwords at once (`send(i, password)` picks the server), and the right
 * one as soon as one of them is refused, i.e. once the lockout has counted its last allowed
 * attempt: from then on nothing may sign in. If none is refused it goes after the burst.
 */
export async function signInBurst(
  guesses: number,
  rightPassword: string,
  send: (i: number, password: string) => Promise<Response>,
): Promise<BurstResult> {
  const wrong = Array.from({ length: guesses }, (_, i) =>
    send(i, `wrong password number ${i}`).then((res) => res.status),
  );
  await new Promise<void>((resolve) => {
    for (const status of wrong) void status.then((s) => s === 429 && resolve());
    void Promise.all(wrong).then(() => resolve());
  });
  const right = (await send(guesses, rightPassword)).status;
  return { wrong: await Promise.all(wrong), right };
}

/** How many of `statuses` are `status`. */
export const countOf = (statuses: number[], status: number) =>
  statuses.filter((s) => s === status).length;
