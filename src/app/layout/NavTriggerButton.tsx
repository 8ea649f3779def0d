import { forwardRef } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { Button, cssList, type ButtonProps } from '../../components/staticUi';

interface Props extends ButtonProps {
  /** The group holds the page shown: a gold underline marks it. */
  active: boolean;
}

/**
 * One look for a header menu trigger, before and after its dropdown code has loaded: the group's
 * name and a chevron that turns over while the menu is open.
 */
export const NavTriggerButton = forwardRef<HTMLButtonElement, Props>(function NavTriggerButton(
  { active, children, css, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      css={[
        {
          color: 'white',
          fontWeight: 'medium',
          fontSize: 'sm',
          px: '3',
          h: '12',
          rounded: 'none',
          borderWidth: '0 0 3px',
          borderColor: active ? 'gold.400' : 'transparent',
          _hover: { bg: 'brand.700' },
          _expanded: {
            bg: 'brand.700',
            borderColor: 'gold.400',
            '& svg': { transform: 'rotate(180deg)' },
          },
          '& svg': { transition: 'transform 0.2s' },
        },
        ...cssList(css),
      ]}
      {...props}
    >
      {children}
      <Glyph name="chevron-down" aria-hidden="true" />
    </Button>
  );
});
