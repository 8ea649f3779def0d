/** The withdrawal form's contract schema, loaded once the form has drawn (useValidation). */
export const loadWithdrawalSchema = () =>
  import('../../contract/schemas').then((m) => m.withdrawalSchema);
