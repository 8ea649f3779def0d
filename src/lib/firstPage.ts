// The visit's first page is on screen before the app, as the server's picture of it
// (docs/performance.md). A page that shows a loading state for a set time counts the time
// its picture has shown it already, so a visitor does not wait that time twice.

/** When the picture the app is taking over was first painted (the page's clock), until the visitor leaves the page. */
let paintedAt: number | null = null;

/** The app takes over the server's picture of the page, first painted at `at` (the page's clock). */
export function takingOverPicture(at: number): void {
  paintedAt = at;
}

/** The visitor has moved on from the first page: any other page starts its own wait. */
export function leftFirstPage(): void {
  paintedAt = null;
}

/**
 * Whether this render draws the page the first HTML shows: on the server, which writes that HTML,
 * and in the browser while the app takes the server's picture over (until the visitor moves on).
 */
export function drawingFirstPicture(): boolean {
  return typeof window === 'undefined' || paintedAt !== null;
}

/** How long (ms) the server's picture of this page has been on screen; 0 on any other page. */
export function pictureShownFor(): number {
  return paintedAt === null ? 0 : Math.max(0, performance.now() - paintedAt);
}
