import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuGroup } from '../../contract/site';
import { menuGroupOf } from '../../lib/menuGroup';
import { pressEnded } from '../../lib/pressEnded';
import type { NavMenu as NavMenuComponent } from './NavMenu';
import { NavTriggerButton } from './NavTriggerButton';
import { useT } from '../../i18n/useT';
import { Box, Container, HStack } from '../../components/staticUi';

type NavMenuType = typeof NavMenuComponent;

// Once loaded, the dropdowns stay loaded for the page's life. A remount (the kiosk's reset re-keys
// the whole app) must render them at once: swapping a stand-in for the real trigger between a
// pointer's press and its release would swallow that click.
let loadedMenu: NavMenuType | null = null;

/**
 * The desktop menu bar (from `lg`). The dropdowns (Chakra Menu with its positioning engine, ~20 KB
 * gzip) load on the visitor's first sign of intent — pointer over the bar, focus in it, a touch —
 * instead of with the first page. Until then each trigger is an identical-looking stand-in; one
 * that is clicked or opened by keyboard before the code arrives opens as soon as it has.
 */
export function MainNav({ menus }: { menus: MenuGroup[] }) {
  const [Menu, setMenu] = useState<NavMenuType | null>(() => loadedMenu);
  const [focused, setFocused] = useState<string | null>(null);
  const [requested, setRequested] = useState<string | null>(null);
  const loading = useRef(false);
  // The end of the latest press in the bar: a stand-in is not swapped for the real trigger while
  // it is pressed (the code, which the pointer over the bar loads, may arrive between a click's
  // press and its release; a tap's click is aimed where it ends, so touch never lost it).
  const press = useRef<Promise<void>>(Promise.resolve());
  const t = useT();
  // One group is the page's, the one its banner names, though several may link to it
  // (/investor-charter is both "Investor Charter" and "Our Bank Accounts").
  const current = menuGroupOf(menus, useLocation().pathname)?.label;

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./NavMenu').then(
      async (module) => {
        loadedMenu = module.NavMenu;
        for (let ended = press.current; ; ended = press.current) {
          await ended;
          if (ended === press.current) break;
        }
        setMenu(() => module.NavMenu);
      },
      (err: unknown) => {
        loading.current = false;
        console.error('Menu could not be loaded', err);
      },
    );
  };

  return (
    <Box
      as="nav"
      aria-label={t('layout.main')}
      css={{ bg: 'brand.800', display: { base: 'none', lg: 'block' } }}
      onPointerEnter={load}
      onFocus={load}
      onTouchStart={load}
      onPointerDownCapture={
        Menu
          ? undefined
          : () => {
              press.current = pressEnded();
            }
      }
    >
      <Container css={{ maxW: '7xl' }}>
        <HStack as="ul" css={{ listStyleType: 'none' }} gap={0} wrap="wrap">
          {menus.map((group) => (
            <li key={group.label}>
              {Menu ? (
                <Menu
                  group={group}
                  active={group.label === current}
                  autoFocus={focused === group.label}
                  defaultOpen={requested === group.label}
                />
              ) : (
                <StandIn
                  group={group}
                  active={group.label === current}
                  onFocus={() => setFocused(group.label)}
                  onBlur={() => setFocused(null)}
                  onOpen={() => {
                    setRequested(group.label);
                    load();
                  }}
                />
              )}
            </li>
          ))}
        </HStack>
      </Container>
    </Box>
  );
}

interface StandInProps {
  group: MenuGroup;
  active: boolean;
  onFocus: () => void;
  onBlur: () => void;
  onOpen: () => void;
}

function StandIn({ group, active, onFocus, onBlur, onOpen }: StandInProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <NavTriggerButton
      active={active}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {group.label}
    </NavTriggerButton>
  );
}
