// A desk queue's inverted index of its searched words in the embedded engine (docs/storage.md,
// "Queue pages", issue 41): for each word of a record's searched texts (the `search` fields and
// the free text: text fields and staff notes, all lowercased), the records holding it. A search
// matches `q` anywhere in a text (a substring, not a whole word), so the index answers which
// records hold a piece of `q`: a word is a maximal run of letters, marks and digits, and a run
// of them in `q` (a token) can only occur in a text inside one of its words. The records holding
// a token are those of the vocabulary's words that contain it: one byte search of the vocabulary
// (kept outside the heap, as the free text is), then the union of their postings. A `q` that is
// one token is answered exactly; any other is checked record by record among the candidates.
// collection.ts keeps it in step with every write (the record's old words out, its new ones in)
// and builds it from the files on open.

/** A word: a maximal run of letters, combining marks (Hindi's and Gujarati's vowel signs) and digits. */
const WORD_CHAR = /^[\p{L}\p{M}\p{N}]$/u;

/**
 * Whether each character of the Basic Multilingual Plane is a word character (1) or not (2),
 * 0 until first asked: WORD_CHAR's answer, looked up once per character (a regular expression
 * over every record's texts took a second at 100k records on open).
 */
const BMP = new Uint8Array(0x10000);

/** ASCII's word characters: letters and digits. */
const ASCII = Uint8Array.from({ length: 0x80 }, (_, c) =>
  /[a-z0-9]/i.test(String.fromCharCode(c)) ? 1 : 0,
);

function isWordChar(point: number): boolean {
  if (point > 0xffff) return WORD_CHAR.test(String.fromCodePoint(point));
  let known = BMP[point]!;
  if (known === 0) {
    known = WORD_CHAR.test(String.fromCharCode(point)) ? 1 : 2;
    BMP[point] = known;
  }
  return known === 1;
}

/** Calls `each` with each word of `text` (a word may come more than once). */
function eachWord(text: string, each: (word: string) => void): void {
  let start = -1;
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    // Surrogates: the whole code point is looked at.
    const point = code >= 0xd800 && code <= 0xdfff ? text.codePointAt(i)! : code;
    const width = point > 0xffff ? 2 : 1;
    if (point < 0x80 ? ASCII[point] === 1 : isWordChar(point)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      each(text.slice(start, i));
      start = -1;
    }
    i += width;
  }
  if (start >= 0) each(text.slice(start));
}

/** The distinct words of `texts` (already lowercased). */
export function wordsOf(...texts: string[]): Set<string> {
  const words = new Set<string>();
  const add = (word: string) => void words.add(word);
  for (const text of texts) eachWord(text, add);
  return words;
}

/** The tokens of `q` (lowercased): its runs of word characters, longest first. */
export function tokensOf(q: string): string[] {
  return [...wordsOf(q)].sort((a, b) => b.length - a.length);
}

/** A vocabulary's words, each ended by a NUL (which no word holds), in one growing buffer. */
class Vocabulary {
  private body = Buffer.alloc(4096);
  private used = 0;
  /** Where each word (by id) starts; its end is the next one's start minus its NUL. */
  private readonly starts: number[] = [];

  get size(): number {
    return this.starts.length;
  }

  /** Appends `word` and answers its id. */
  append(word: string): number {
    const bytes = Buffer.from(`${word}\0`);
    if (this.used + bytes.length > this.body.length) {
      const grown = Buffer.alloc(Math.max(this.body.length * 2, this.used + bytes.length));
      this.body.copy(grown, 0, 0, this.used);
      this.body = grown;
    }
    bytes.copy(this.body, this.used);
    this.starts.push(this.used);
    this.used += bytes.length;
    return this.starts.length - 1;
  }

  /** The ids of the words holding `token`, each once. */
  holding(token: string): number[] {
    const bytes = Buffer.from(token);
    const body = this.body.subarray(0, this.used);
    const ids: number[] = [];
    for (let pos = body.indexOf(bytes); pos >= 0;) {
      let [low, high] = [0, this.starts.length - 1];
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (this.starts[mid]! <= pos) low = mid;
        else high = mid - 1;
      }
      ids.push(low);
      const next = this.starts[low + 1];
      if (next === undefined) break;
      pos = body.indexOf(bytes, next);
    }
    return ids;
  }
}

/**
 * Records (by their `seq`, which a record keeps through its versions) listed under the words they
 * hold: one record as a number, more as an array in ascending order, none as undefined.
 */
type Posting = number | number[] | undefined;

/** The first place of `seqs` (ascending) whose value is not below `seq`. */
function placeOf(seqs: number[], seq: number): number {
  let [lo, hi] = [0, seqs.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (seqs[mid]! < seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function withSeq(posting: Posting, seq: number): Posting {
  if (posting === undefined) return seq;
  if (typeof posting === 'number')
    return posting === seq ? posting : posting < seq ? [posting, seq] : [seq, posting];
  // A new record is the newest (the largest seq): appended without a search.
  if (posting[posting.length - 1]! < seq) posting.push(seq);
  else {
    const at = placeOf(posting, seq);
    if (posting[at] !== seq) posting.splice(at, 0, seq);
  }
  return posting;
}

function withoutSeq(posting: Posting, seq: number): Posting {
  if (posting === undefined || posting === seq) return undefined;
  if (typeof posting === 'number') return posting;
  const at = placeOf(posting, seq);
  if (posting[at] === seq) posting.splice(at, 1);
  return posting.length === 1 ? posting[0] : posting.length === 0 ? undefined : posting;
}

export class WordIndex {
  private readonly vocabulary = new Vocabulary();
  /** Word → its id in the vocabulary (a word stays there once seen, even when nobody holds it). */
  private readonly ids = new Map<string, number>();
  /** By word id. */
  private readonly postings: Posting[] = [];

  /** Lists a new record `seq` under the words of `texts` (lowercased). */
  add(seq: number, ...texts: string[]): void {
    // Listing is idempotent (withSeq), so no set of its words is made: the load's path.
    const add = (word: string) => this.list(word, seq);
    for (const text of texts) eachWord(text, add);
  }

  private list(word: string, seq: number): void {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.vocabulary.append(word);
      this.ids.set(word, id);
    }
    this.postings[id] = withSeq(this.postings[id], seq);
  }

  /** Lists record `seq` under the words of `now` it was not listed under in `before`. */
  change(seq: number, before: ReadonlySet<string>, now: ReadonlySet<string>): void {
    for (const word of before) {
      if (now.has(word)) continue;
      const id = this.ids.get(word);
      if (id !== undefined) this.postings[id] = withoutSeq(this.postings[id], seq);
    }
    for (const word of now) if (!before.has(word)) this.list(word, seq);
  }

  /**
   * Marks in `marks` (by seq) every record holding a word that contains `token` (one of q's
   * tokens: word characters only); answers how many postings it read.
   */
  mark(token: string, marks: Uint8Array): number {
    let read = 0;
    for (const id of this.vocabulary.holding(token)) {
      const posting = this.postings[id];
      if (posting === undefined) continue;
      if (typeof posting === 'number') {
        marks[posting] = 1;
        read++;
        continue;
      }
      for (let i = 0; i < posting.length; i++) marks[posting[i]!] = 1;
      read += posting.length;
    }
    return read;
  }
}
