// Chakra's chevrons (its icons' paths and strokes), for the pieces that draw one.

function Chevron({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** Pointing down: a select's, an accordion item's (turned by its recipe while open). */
export function ChevronDown() {
  return <Chevron path="m6 9 6 6 6-6" />;
}

/** Pointing right: between a breadcrumb's steps. */
export function ChevronRight() {
  return <Chevron path="m9 18 6-6-6-6" />;
}
