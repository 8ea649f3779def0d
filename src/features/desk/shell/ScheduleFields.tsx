// A publish and an unpublish time in India's time (docs/contract.md §13e): the two inputs of the
// content editor's Schedule form and of each scrolling notice on the site desk, one piece for both.
import { InputField } from './FormFields';

/** One input's value, its change and its problem (what useDeskForm's `bind` gives). */
interface Bound {
  value: string;
  onValue: (value: string) => void;
  error?: string;
}

export function ScheduleFields({
  publishAt,
  unpublishAt,
  noun = 'item',
  label = '',
}: {
  publishAt: Bound;
  unpublishAt: Bound;
  /** What the times are of, in the helpers: `item`, `notice`. */
  noun?: string;
  /** Names whose times these are when several are on a screen (`Notice 2: `). */
  label?: string;
}) {
  return (
    <>
      <InputField
        label={`${label}Publish at (IST)`}
        helper={`Before it, visitors do not see the ${noun}.`}
        type="datetime-local"
        {...publishAt}
      />
      <InputField
        label={`${label}Unpublish at (IST)`}
        helper={`From it on, the ${noun} leaves the site; its versions stay here.`}
        type="datetime-local"
        {...unpublishAt}
      />
    </>
  );
}
