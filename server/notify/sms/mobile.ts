// An outbox message's `to` is the 10-digit number a form took (docs/contract.md §5) or an alert
// number an admin typed, perhaps as "+91 98765 43210" or "098765 43210". Providers want one form
// (MSG91: 91XXXXXXXXXX), so every spelling is brought to the 10 national digits first.

/** Indian mobile numbers are 10 digits starting 6–9 (TRAI's national numbering plan). */
const MOBILE = /^[6-9]\d{9}$/;

/**
 * The 10 national digits of an Indian mobile number written with or without +91, 91 or 0 before
 * it and with spaces or dashes; null when it is no Indian mobile number.
 */
export function indianMobile(to: string): string | null {
  if (!/^[\d\s()+-]+$/.test(to)) return null;
  const digits = to.replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return MOBILE.test(national) ? national : null;
}
