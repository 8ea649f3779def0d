import { css } from '#styled-system/css';
import { useSetAtom } from 'jotai';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuGroup, NavLink } from '../../contract/site';
import { useExternalLinkHandler } from '../../lib/externalLinks';
import { isExternalHref } from '../../lib/links';
import { openDialogAtom } from '../../lib/dialogs';
import { NavTriggerButton } from './NavTriggerButton';
import { useT } from '../../i18n/useT';
import { Box } from '../../components/staticUi';
import { Menu } from '../../components/staticUi/menu';
import { Portal } from '../../components/staticUi/portal';

/** Long groups (Services, Research) read better in two columns than as one tall list. */
const TWO_COLUMNS_FROM = 9;

/**
 * One header dropdown, loaded on first intent by MainNav (Chakra Menu: opens on click, Enter, Space or ArrowDown, closes on Escape or
 * outside click). Items are real links — routes, external sites in a new tab — or buttons that
 * open a site dialog.
 */
interface Props {
  group: MenuGroup;
  /** The group of the page shown (MainNav picks one). */
  active: boolean;
  /** Focus the trigger on mount (it replaces a stand-in button that had focus). */
  autoFocus?: boolean;
  /** Open on mount (the visitor activated the stand-in before this code had loaded). */
  defaultOpen?: boolean;
}

export function NavMenu({ group, active, autoFocus = false, defaultOpen = false }: Props) {
  const twoColumns = group.items.length >= TWO_COLUMNS_FROM;
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(defaultOpen);

  // In the commit that swaps the stand-in out, not after paint: a key pressed in between would find
  // the focus on the page's body and be lost (a keyboard visitor quicker than the code's arrival).
  useLayoutEffect(() => {
    if (autoFocus) trigger.current?.focus();
  }, [autoFocus]);

  // The menu takes the focus a frame after it opens. An Escape before that frame (a quick key on a
  // busy device) closes it and hands the focus back to the trigger first; the late frame then puts
  // the focus in the closing menu, and it would be lost with it (to the page's body). Back it goes.
  const keepFocus = () => {
    if (content.current?.contains(document.activeElement)) trigger.current?.focus();
  };
  // The menu's own Escape listener is set up after that frame too: until then the key reaches the
  // trigger, which closes the menu itself.
  const escapeEarly = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-start', gutter: 4 }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={keepFocus}
    >
      <Menu.Trigger asChild>
        <NavTriggerButton ref={trigger} active={active} onKeyDown={escapeEarly}>
          {group.label}
        </NavTriggerButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            ref={content}
            css={{
              minW: '64',
              maxH: '75vh',
              overflowY: 'auto',
              p: '2',
              rounded: 'md',
              shadow: 'lg',
              borderTopWidth: '3px',
              borderColor: 'gold.400',
              display: twoColumns ? 'grid' : undefined,
              gridTemplateColumns: twoColumns ? 'repeat(2, minmax(14rem, 1fr))' : undefined,
              columnGap: '2',
            }}
          >
            {group.items.map((item) => (
              <NavMenuItem key={`${item.label}-${item.href ?? item.action ?? ''}`} item={item} />
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

const itemStyle = {
  py: 2,
  px: 3,
  fontSize: 'sm',
  color: 'gray.800',
  rounded: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'brand.50', color: 'brand.800' },
} as const;

function NavMenuItem({ item }: { item: NavLink }) {
  const t = useT();
  const openDialog = useSetAtom(openDialogAtom);
  const onExternal = useExternalLinkHandler();
  const value = item.href ?? item.action ?? item.label;

  if (item.action) {
    const action = item.action;
    return (
      <Menu.Item value={value} onSelect={() => openDialog(action)} css={itemStyle}>
        {item.label}
      </Menu.Item>
    );
  }
  if (!item.href) {
    return (
      <Menu.Item value={value} disabled css={itemStyle}>
        {item.label}
      </Menu.Item>
    );
  }
  const href = item.href;
  if (href.startsWith('/')) {
    return (
      <Menu.Item value={value} asChild css={itemStyle}>
        <RouterLink to={href}>{item.label}</RouterLink>
      </Menu.Item>
    );
  }
  const external = isExternalHref(href);
  return (
    <Menu.Item value={value} asChild css={itemStyle}>
      <a
        href={href}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        onClick={external ? (e) => onExternal(e, href, item.label) : undefined}
      >
        {item.label}
        {external ? (
          <>
            <Glyph
              name="external-link"
              aria-hidden="true"
              className={css({ ms: 'auto', color: 'gray.500', boxSize: '3.5' })}
            />
            <Box as="span" css={{ srOnly: true }}>
              {t('frame.newTab')}
            </Box>
          </>
        ) : null}
      </a>
    </Menu.Item>
  );
}
