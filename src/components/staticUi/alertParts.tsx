// The parts of Chakra's Alert (its status icons and slot recipe) on Panda's static CSS, put together
// in ./alert.ts.
import { createStyleContext, type HTMLStyledProps } from '#styled-system/jsx';
import { alert } from '#styled-system/recipes';
import { createContext, forwardRef, useContext, type ReactNode } from 'react';

const { withProvider, withContext } = createStyleContext(alert);

type Status = 'info' | 'warning' | 'success' | 'error' | 'neutral';

const StatusContext = createContext<Status>('info');

const RecipeRoot = withProvider('div', 'root');

/** Chakra's icons for each status: an i for information, an exclamation mark, a tick. */
const circle =
  'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z';
const marks = {
  info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z',
  warning: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  success:
    'M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
} as const;
const iconOf: Record<Status, keyof typeof marks> = {
  info: 'info',
  neutral: 'info',
  warning: 'warning',
  error: 'warning',
  success: 'success',
};

function StatusIcon({ status }: { status: Status }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth="0">
      <path d={circle + marks[iconOf[status]]} />
    </svg>
  );
}

const IndicatorBox = withContext('span', 'indicator');

/** The panel; its `status` picks the colours and the indicator's icon. */
export const AlertRoot = forwardRef<
  HTMLDivElement,
  HTMLStyledProps<typeof RecipeRoot> & { status?: Status }
>(function AlertRoot(props, ref) {
  return (
    <StatusContext.Provider value={props.status ?? 'info'}>
      <RecipeRoot {...props} ref={ref} />
    </StatusContext.Provider>
  );
});

/** The status's icon, unless given another. */
export const AlertIndicator = forwardRef<HTMLSpanElement, { children?: ReactNode }>(
  function AlertIndicator({ children }, ref) {
    const status = useContext(StatusContext);
    return <IndicatorBox ref={ref}>{children ?? <StatusIcon status={status} />}</IndicatorBox>;
  },
);

export const AlertContent = withContext('div', 'content');
export const AlertTitle = withContext('div', 'title');
export const AlertDescription = withContext('div', 'description');
