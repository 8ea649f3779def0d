import { useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { FieldErrors } from '../../../contract/schemas';
import { answerProblems, checkWith } from './fieldErrors';

/**
 * A desk form's sending: the values are checked with the contract schema first; only clean values
 * are sent. The server's answer to a refused send lands on its fields, or, when it names none, in
 * the form's one message.
 */
export function useCheckedSubmit<V extends object>(
  schema: AnyObjectSchema,
  send: (values: V) => Promise<void>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: V) => {
    const problems = checkWith(schema, values);
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await send(values);
    } catch (err) {
      const answer = answerProblems(err);
      setErrors(answer.errors);
      if (Object.keys(answer.errors).length === 0) setMessage(answer.message);
    } finally {
      setBusy(false);
    }
  };
  const clear = () => {
    setErrors({});
    setMessage(null);
  };

  return { errors, message, busy, submit, clear };
}
