// The fields of the staff's and the kiosks' JSON bodies that have one message for any miss, as
// each field's own message says what it takes (docs/contract.md §11, "Bodies").
import * as yup from 'yup';

/** A whole number within bounds, taken as sent (no coercion from text). */

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

/** A text that must be given (after trimming), at least `min` and at most `max` characters long. */
export const textIn = (bounds: { min?: number; max: number }, message: string) => {
  const given = yup.string().trim().required(message);
  return (bounds.min === undefined ? given : given.min(bounds.min, message)).max(
    bounds.max,
    message,
  );
};

/** One of a list's values, as sent. */
export const choiceOf = <const T extends string>(choices: readonly T[], message: string) =>
  yup.string().required(message).oneOf(choices, message);
