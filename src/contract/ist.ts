/** India keeps UTC+05:30 all year; dates on the site and the disclosures' months are in IST. */
export const IST_OFFSET_MS = 330 * 60_000;
