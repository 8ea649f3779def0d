// The free text of a part's records (docs/storage.md, Search): each record's text fields and staff
// notes, lowercased, in one buffer beside the part's body at the record's place, outside the
// JavaScript heap. A `q` over them is then a byte search per part (Buffer.indexOf), not a parse
// of every record: UTF-8 keeps substrings, and a NUL (which no stored text holds: isUnstorableText)
// ends each text, so no match spans two.

export interface FreeText {
  body: Buffer;
  /** Where each place's texts start; the last is the body's length. */
  starts: number[];
}

export const emptyFreeText = (): FreeText => ({ body: Buffer.alloc(0), starts: [0] });

/** A record's texts as its place holds them: lowercased, each ended by a NUL. */
export function freeTextOf(texts: readonly string[]): string {
  return texts.map((t) => `${t.toLowerCase()}\0`).join('');
}

/** The texts of place `at`, as freeTextOf made them (empty when the part has no such place). */
export function placeText(text: FreeText, at: number): Buffer {
  const start = text.starts[at];
  const end = text.starts[at + 1];
  return start === undefined || end === undefined
    ? Buffer.alloc(0)
    : text.body.subarray(start, end);
}

/**
 * `old` with `count` places: those in `changed` hold their new text (freeTextOf), the others keep
 * theirs (a record never moves within its part; new ones are appended).
 */
export function relaid(
  old: FreeText,
  count: number,
  changed: ReadonlyMap<number, string>,
): FreeText {
  const pieces: Buffer[] = [];
  const starts: number[] = [];
  let at = 0;
  for (let place = 0; place < count; place++) {
    starts.push(at);
    const text = changed.get(place);
    const piece =
      text === undefined
        ? old.body.subarray(old.starts[place], old.starts[place + 1])
        : Buffer.from(text);
    pieces.push(piece);
    at += piece.length;
  }
  starts.push(at);
  return { body: Buffer.concat(pieces, at), starts };
}

/** The places whose texts hold `q` (lowercased, non-empty, no NUL), each once. */
export function placesHolding(text: FreeText, q: Buffer): Set<number> {
  const places = new Set<number>();
  for (let pos = text.body.indexOf(q); pos >= 0;) {
    let low = 0;
    let high = text.starts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (text.starts[mid]! <= pos) low = mid;
      else high = mid - 1;
    }
    places.add(low);
    pos = text.body.indexOf(q, text.starts[low + 1]);
  }
  return places;
}
