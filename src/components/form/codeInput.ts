/** A code copied from a paper (client code, PAN): typed in capitals, never offered from autofill. */
export const codeInput = { autoComplete: 'off', autoCapitalize: 'characters' } as const;
