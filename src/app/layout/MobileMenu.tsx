import type { SystemStyleObject } from '#styled-system/types';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteIcon } from '../../components/SiteIcon';
import { DRAWER_TRANSITION_MS, MOBILE_MENU_DELAY_MS } from '../../contract/limits';
import type { NavLink, SiteConfig } from '../../contract/site';
import { menuGroupOf } from '../../lib/menuGroup';
import { useExternalLinkHandler } from '../../lib/externalLinks';
import { isExternalHref } from '../../lib/links';
import { openDialogAtom } from '../../lib/dialogs';
import { LanguageSelect } from './LanguageSelect';
import { useT } from '../../i18n/useT';
import { Box, Button, CloseButton, Link, Stack, Text } from '../../components/staticUi';
import { Accordion } from '../../components/staticUi/accordion';
import { Drawer } from '../../components/staticUi/drawer';
import { Portal } from '../../components/staticUi/portal';

/** The contract's pace for the slide and the fade, in and out: inline, as Panda reads no variable. */
const transition = { animationDuration: `${DRAWER_TRANSITION_MS}ms` };

/** The drawer's last list, the top bar's links and the contact details: small, under the buttons. */
const contactList = {
  px: 5,
  pb: 6,
  gap: 2.5,
  fontSize: 'sm',
  color: 'gray.700',
} satisfies SystemStyleObject;

/** A link in that list, its icon before its text. */
const compactLink = {
  color: 'brand.700',
  display: 'inline-flex',
  gap: 2,
  alignItems: 'center',
} satisfies SystemStyleObject;

export interface MobileMenuProps {
  site: SiteConfig;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The hamburger button, focused again when the drawer closes. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The phone/tablet menu (below `lg`, opened by MenuButton): a slide-out drawer with the header's
 * groups as an accordion, the header buttons and the top-bar links. Following an item closes the
 * drawer and navigates after MOBILE_MENU_DELAY_MS (docs/contract.md §2, §9), once the drawer has slid away.
 */
export function MobileMenu({ site, open, setOpen, returnFocusTo }: MobileMenuProps) {
  const navigate = useNavigate();
  const openDialog = useSetAtom(openDialogAtom);
  const onExternal = useExternalLinkHandler();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { pathname } = useLocation();
  const t = useT();

  useEffect(() => () => clearTimeout(timer.current), []);

  const follow = (event: MouseEvent<HTMLElement>, link: NavLink) => {
    const href = link.href;
    if (href && isExternalHref(href)) {
      // A new tab must open within the tap itself (popup blockers), so no delay here.
      onExternal(event, href, link.label);
      setOpen(false);
      return;
    }
    if (href && !href.startsWith('/')) return; // tel:, mailto: are handled by the browser.
    event.preventDefault();
    setOpen(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (link.action) openDialog(link.action);
      else if (href) navigate(href);
    }, MOBILE_MENU_DELAY_MS);
  };

  const openGroup = menuGroupOf(site.menus, pathname)?.label;

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(d) => setOpen(d.open)}
      placement="start"
      size="xs"
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Drawer.Backdrop style={transition} />
        <Drawer.Positioner>
          <Drawer.Content style={transition} css={{ maxW: 'sm' }}>
            <Drawer.Header css={{ color: 'white', bg: 'brand.800', py: 4 }}>
              <Drawer.Title css={{ fontSize: 'md' }}>{site.firm.shortName}</Drawer.Title>
              <Drawer.CloseTrigger asChild css={{ position: 'static', ms: 'auto' }}>
                <CloseButton
                  size="sm"
                  css={{ color: 'white', _hover: { bg: 'brand.700' } }}
                  aria-label={t('layout.closeMenu')}
                />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body css={{ px: 0, py: 0 }}>
              <Box css={{ px: 5, py: 4, borderBottomWidth: '1px', borderColor: 'gray.200' }}>
                <LanguageSelect showLabel />
              </Box>
              <nav aria-label={t('layout.mainMenu')}>
                <Accordion.Root collapsible defaultValue={openGroup ? [openGroup] : []}>
                  {site.menus.map((group) => (
                    <Accordion.Item
                      key={group.label}
                      value={group.label}
                      css={{ borderColor: 'gray.200' }}
                    >
                      <Accordion.ItemTrigger
                        css={{
                          color: 'brand.800',
                          px: 5,
                          py: 3.5,
                          fontWeight: 'semibold',
                          _expanded: { bg: 'brand.50' },
                        }}
                      >
                        <Box css={{ flex: '1', textAlign: 'start' }}>{group.label}</Box>
                        <Accordion.ItemIndicator />
                      </Accordion.ItemTrigger>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody css={{ py: 1, bg: 'gray.50' }}>
                          <Stack as="ul" css={{ listStyleType: 'none' }} gap={0}>
                            {group.items.map((item) => (
                              <li key={`${item.label}-${item.href ?? item.action ?? ''}`}>
                                <DrawerLink
                                  link={item}
                                  onFollow={follow}
                                  current={item.href === pathname}
                                />
                              </li>
                            ))}
                          </Stack>
                        </Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
              </nav>

              <Stack css={{ px: 5, py: 5 }} gap={3}>
                {site.headerButtons.map((b) => (
                  <Button
                    key={b.label}
                    asChild
                    css={{ colorPalette: 'brand', justifyContent: 'flex-start' }}
                    variant="outline"
                  >
                    <a
                      href={b.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={(e) => follow(e, b)}
                    >
                      <SiteIcon name={b.icon} />
                      {b.label}
                    </a>
                  </Button>
                ))}
              </Stack>

              <Stack as="ul" css={[contactList, { listStyleType: 'none' }]}>
                {[site.topBar.supportLive, site.topBar.eVoting].map((link) => (
                  <li key={link.label}>
                    <DrawerLink link={link} onFollow={follow} compact />
                  </li>
                ))}
                <li>
                  <Link href={`mailto:${site.contact.supportEmail}`} css={compactLink}>
                    <Glyph name="mail" aria-hidden="true" />
                    {site.contact.supportEmail}
                  </Link>
                </li>
                <Box as="li" css={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                  <Glyph name="clock" aria-hidden="true" />
                  {site.contact.hours}
                </Box>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface DrawerLinkProps {
  link: NavLink;
  onFollow: (event: MouseEvent<HTMLElement>, link: NavLink) => void;
  current?: boolean;
  compact?: boolean;
}

function DrawerLink({ link, onFollow, current = false, compact = false }: DrawerLinkProps) {
  const t = useT();
  const external = !!link.href && isExternalHref(link.href);
  const style = compact
    ? compactLink
    : {
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 8,
        py: 2.5,
        color: current ? 'brand.800' : 'gray.700',
        fontWeight: current ? 'semibold' : 'normal',
        borderStartWidth: '3px',
        borderColor: current ? 'gold.400' : 'transparent',
        _hover: { bg: 'brand.50', color: 'brand.800', textDecoration: 'none' },
      };

  if (!link.href && !link.action) {
    return <Text css={[style, { color: 'gray.500' }]}>{link.label}</Text>;
  }
  if (link.action) {
    return (
      <Link
        as="button"
        type="button"
        onClick={(e) => onFollow(e, link)}
        css={[style, { w: 'full' }]}
      >
        {link.label}
      </Link>
    );
  }
  return (
    <Link
      href={link.href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      aria-current={current ? 'page' : undefined}
      onClick={(e) => onFollow(e, link)}
      css={style}
    >
      {compact && link.icon ? <SiteIcon name={link.icon} /> : null}
      {link.label}
      {external ? (
        <>
          <Glyph name="external-link" aria-hidden="true" />
          <Box as="span" css={{ srOnly: true }}>
            {t('frame.newTab')}
          </Box>
        </>
      ) : null}
    </Link>
  );
}
