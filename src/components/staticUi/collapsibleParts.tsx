// The parts of Chakra's Collapsible (./collapsible.ts): the markup, aria and height animation of
// Ark UI's collapsible, without Ark's state machine. The footer's panels are on every page, so
// these sit in the entry chunk every visit loads, where Ark's machine and its DOM helpers would
// add some 8 KB gzip (docs/performance.md).
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type RefObject,
} from 'react';

interface CollapsibleState {
  open: boolean;
  /** Shown: open, or still animating closed. */
  visible: boolean;
  /** The content's height when open, in px: where the expand ends and the collapse starts. */
  height: number;
  id: string;
  content: RefObject<HTMLDivElement | null>;
  toggle: () => void;
  closed: () => void;
  measured: (height: number) => void;
}

const StateContext = createContext<CollapsibleState | null>(null);

function useCollapsible(): CollapsibleState {
  const state = useContext(StateContext);
  if (!state) throw new Error('a Collapsible part outside its Root');
  return state;
}

const stateOf = (open: boolean) => (open ? 'open' : 'closed');

/** The content's height with its animation stopped: what the expand and collapse run to and from. */
function measure(content: HTMLDivElement): number {
  const animation = content.style.animationName;
  content.style.animationName = 'none';
  const height = content.getBoundingClientRect().height;
  content.style.animationName = animation;
  return height;
}

export function CollapsibleRoot(props: ComponentProps<'div'>) {
  const [open, setOpen] = useState(false);
  const [visible, setVisible] = useState(false);
  const [height, setHeight] = useState(0);
  const content = useRef<HTMLDivElement>(null);
  const id = `collapsible:${useId()}`;
  const closed = useCallback(() => setVisible(false), []);
  const toggle = () => {
    if (open && content.current) setHeight(measure(content.current));
    setOpen(!open);
    setVisible(true);
  };
  const state = {
    open,
    visible,
    height,
    id,
    content,
    toggle,
    closed,
    measured: setHeight,
  };
  return (
    <StateContext.Provider value={state}>
      <div
        data-scope="collapsible"
        data-part="root"
        data-state={stateOf(open)}
        dir="ltr"
        id={id}
        {...props}
      />
    </StateContext.Provider>
  );
}

export function CollapsibleTrigger(props: ComponentProps<'button'>) {
  const { open, visible, id, toggle } = useCollapsible();
  return (
    <button
      data-scope="collapsible"
      data-part="trigger"
      id={`${id}:trigger`}
      dir="ltr"
      type="button"
      data-state={stateOf(open)}
      aria-controls={`${id}:content`}
      aria-expanded={visible}
      onClick={toggle}
      {...props}
    />
  );
}

export function CollapsibleContent({ style, ...props }: ComponentProps<'div'>) {
  const { open, visible, height, id, content, closed, measured } = useCollapsible();
  useLayoutEffect(() => {
    const element = content.current;
    // Hidden (never opened, or done closing): nothing to measure or to finish.
    if (!visible || !element) return;
    if (open) measured(measure(element));
    // Without an animation (reduced motion), nothing will say the closing is over.
    else if (getComputedStyle(element).animationName === 'none') closed();
  }, [open, visible, content, closed, measured]);
  return (
    <div
      data-scope="collapsible"
      data-part="content"
      id={`${id}:content`}
      data-collapsible=""
      data-state={stateOf(open)}
      hidden={!visible}
      dir="ltr"
      style={{ '--height': `${height}px`, '--width': '0px', ...style } as CSSProperties}
      onAnimationEnd={(event) => {
        if (!open && event.target === event.currentTarget) closed();
      }}
      {...props}
      // After the props: Panda's style context hands every part a `ref`, null when none is given.
      ref={content}
    />
  );
}
