// A number field of the staff's and the kiosks' JSON bodies: a whole number within bounds, taken as
// sent (no coercion from text), with one message for any miss, as each field's own message says
// what it takes (docs/contract.md §11, "Bodies").
import * as yup from 'yup';

export const wholeIn = (bounds: { min: number; max?: number }, message: string) => {
  const atLeast = yup
    .number()
    .strict()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(bounds.min, message);
  return bounds.max === undefined ? atLeast : atLeast.max(bounds.max, message);
};
