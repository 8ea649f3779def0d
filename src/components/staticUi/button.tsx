// Chakra's Button, IconButton and CloseButton on Panda's static CSS: the same recipe, defaults
// and loading state. Ark's factory gives them `asChild` (a button drawn as the link it wraps).
import { ark } from '@ark-ui/react/factory';
import { styled, type HTMLStyledProps } from '#styled-system/jsx';
import { button } from '#styled-system/recipes';
import { forwardRef, type ReactNode } from 'react';
import { cssList } from './cssList';
import { Span, Spinner } from './elements';

const ButtonBase = styled(ark.button, button);

export type ButtonProps = HTMLStyledProps<typeof ButtonBase> & {
  /** Shows a spinner (before `loadingText`, or in place of the label) and disables the button. */
  loading?: boolean;
  loadingText?: ReactNode;
};

/** A button, `type="button"` unless said otherwise, as Chakra's `Button`. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { loading, loadingText, children, disabled, ...rest },
  ref,
) {
  return (
    <ButtonBase
      type="button"
      ref={ref}
      {...rest}
      data-loading={loading ? '' : undefined}
      disabled={loading || disabled}
    >
      {loading && !rest.asChild ? <Loading text={loadingText}>{children}</Loading> : children}
    </ButtonBase>
  );
});

/** Chakra's loader: a spinner before the text, or over the hidden label when there is none. */
function Loading({ text, children }: { text: ReactNode; children: ReactNode }) {
  const spinner = <Spinner size="inherit" css={{ color: 'inherit', borderWidth: '0.125em' }} />;
  if (text) {
    return (
      <Span css={{ display: 'contents' }}>
        {spinner}
        {text}
      </Span>
    );
  }
  return (
    <Span css={{ display: 'contents' }}>
      <Span
        css={{
          display: 'inline-flex',
          position: 'absolute',
          top: '50%',
          insetStart: '50%',
          transform: 'translate(-50%, -50%)',
        }}
      >
        {spinner}
      </Span>
      <Span css={{ visibility: 'hidden', display: 'contents' }}>{children}</Span>
    </Span>
  );
}

/** A button that shows only an icon (name it with `aria-label`), as Chakra's `IconButton`. */
export const IconButton = forwardRef<HTMLButtonElement, ButtonProps>(function IconButton(
  { css, ...props },
  ref,
) {
  return (
    <Button
      css={[{ px: '0', py: '0', _icon: { fontSize: '1.2em' } }, ...cssList(css)]}
      ref={ref}
      {...props}
    />
  );
});

/** Chakra's close icon. */
const closeIcon = (
  <svg viewBox="0 0 24 24" fill="currentColor">
    <path
      fillRule="evenodd"
      clipRule="evenodd"
      d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z"
    />
  </svg>
);

/** A quiet button with a cross, as Chakra's `CloseButton`. */
export const CloseButton = forwardRef<HTMLButtonElement, ButtonProps>(
  function CloseButton(props, ref) {
    return (
      <IconButton variant="ghost" aria-label="Close" ref={ref} {...props}>
        {props.children ?? closeIcon}
      </IconButton>
    );
  },
);
