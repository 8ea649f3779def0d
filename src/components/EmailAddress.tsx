import { Fragment } from 'react';

/**
 * An e-mail address that a narrow column wraps only where a reader expects it: after the `@` and
 * before a dot, never inside a word (a break anywhere cut "vasundhara" in two at 1440 px).
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
