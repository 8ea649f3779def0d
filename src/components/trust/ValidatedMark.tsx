import type { SystemStyleObject } from '#styled-system/types';
import { Box } from '../staticUi';

/** The green mark beside a validated handle: a green triangle with a tick, and the word. */
const mark = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.5,
  px: 2.5,
  py: 1,
  rounded: 'full',
  bg: 'green.50',
  color: 'green.800',
  borderWidth: '1px',
  borderColor: 'green.300',
  fontSize: 'sm',
  fontWeight: 'semibold',
} satisfies SystemStyleObject;

/**
 * The "validated" mark of a UPI handle SEBI's framework issued (the payer's app shows its own
 * green triangle with a thumbs-up; this is the page's sign of the same thing, not SEBI's logo).
 */
export function ValidatedMark({ label, name }: { label: string; name: string }) {
  return (
    <Box as="span" css={mark} title={name}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 2 23 21H1Z" fill="#15803d" />
        <path
          d="m7.5 14.5 3 3 6-6.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {label}
      <Box as="span" css={{ srOnly: true }}>
        {`: ${name}`}
      </Box>
    </Box>
  );
}
