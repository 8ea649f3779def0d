import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { useDialogContext } from '@ark-ui/react/dialog';
import { forwardRef } from 'react';

/** Closes the dialog after its own click, as Chakra's `Dialog.ActionTrigger` (a Cancel, a Done). */
export const DialogActionTrigger = forwardRef<HTMLButtonElement, HTMLArkProps<'button'>>(
  function DialogActionTrigger(props, ref) {
    const dialog = useDialogContext();
    return (
      <ark.button
        type="button"
        {...props}
        ref={ref}
        onClick={(event) => {
          props.onClick?.(event);
          dialog.setOpen(false);
        }}
      />
    );
  },
);
