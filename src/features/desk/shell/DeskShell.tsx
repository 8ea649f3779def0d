import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { QUEUES, type StaffRole } from '../../../contract/desk';
import { LoadingState } from '../../../components/LoadingState';
import { loadAllScriptFonts } from '../../../i18n/fonts';
import { visibleQueues } from './access';
import { fetchMentions, fetchSession, signOut } from './api';
import { mentionsSeenAtom } from './mentionsSeen';
import { listenToDesk } from './deskStream';
import { deskPaths } from './paths';
import { SecondFactorPage } from './SecondFactorPage';
import { useDeskSession } from './session';
import { AppLink } from '../../../components/AppLink';

const navLinkStyle = {
  display: 'block',
  px: 3,
  py: 2,
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'brand.100',
  _hover: { bg: 'brand.700', color: 'white', textDecoration: 'none' },
  '&[aria-current=page]': { bg: 'brand.600', color: 'white' },
} as const;

// Plain links (not NavLink): every router export the desk adds would land in the public site's
// first-visit bundle, which shares react-router's chunk.
function NavItem({ to, label, end }: { to: string; label: string; end?: boolean }) {
  const { pathname } = useLocation();
  const current = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <AppLink to={to} aria-current={current ? 'page' : undefined} css={navLinkStyle}>
      {label}
    </AppLink>
  );
}

/** A group's name over its links: small pale capitals, in line with the links' text. */
const navSectionTitle = {
  px: 3,
  mt: 6,
  mb: 2,
  fontSize: 'xs',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  color: 'brand.300',
} as const;

function NavSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Text {...navSectionTitle}>{title}</Text>
      <Stack gap={1}>{children}</Stack>
    </>
  );
}

/**
 * Mentions in notes (docs/contract.md §11), with how many are unread: read again on each move
 * between the desk's screens and when the tab's event stream says a note mentioned this person
 * (deskStream.ts: the same stream as the queues', not a second one).
 */
export function MentionsNavItem() {
  const { pathname } = useLocation();
  const [unread, setUnread] = useState(0);
  // Read again once the list has marked them seen too: a read begun before that (the move to a
  // record from the list) is dropped, as it could still count them.
  const seen = useAtomValue(mentionsSeenAtom);
  const [told, setTold] = useState(0);
  useEffect(() => listenToDesk('mention', () => setTold((n) => n + 1)), []);
  useEffect(() => {
    let current = true;
    fetchMentions().then(
      (answer) => current && setUnread(answer.unread),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname, seen, told]);
  return (
    <NavItem to={deskPaths.mentions} label={unread ? `Mentions (${unread} new)` : 'Mentions'} />
  );
}

/**
 * A date or time field's ring while focus is anywhere in it: Tab steps through its day, month,
 * year and last its calendar button, which Chromium keeps inside the field (the field is then
 * neither `:focus` nor `:focus-visible`, only `:focus-within`), so the inputs' own ring went and
 * that stop showed nothing (issue 45's Tab walk, deskWork.e2e; docs/architecture.md §4). The
 * inputs' own inside ring.
 */
const dateFieldFocus = {
  '& input:is([type="date"], [type="datetime-local"], [type="time"]):focus-within': {
    outlineWidth: '1px',
    outlineStyle: 'solid',
    outlineColor: 'focusRing',
    outlineOffset: '0px',
    borderColor: 'focusRing',
  },
} as const;

/** A link of the side navigation: where, its text, who sees it (everyone when no `allow`). */
export interface DeskNavLink {
  to: string;
  label: string;
  allow?: (roles: readonly StaffRole[]) => boolean;
  /** Drawn in place of the plain link (the mentions' unread count). */
  Item?: ComponentType;
}
/** A named group of links, shown when the signed-in roles see one of them at least. */
export interface DeskNavGroup {
  title: string;
  links: readonly DeskNavLink[];
}

/**
 * The signed-in frame: side navigation by role (the overview, the queues the roles work, then the
 * route table's groups: DeskApp.tsx), who is signed in, sign-out.
 */
export function DeskShell({ nav }: { nav: readonly DeskNavGroup[] }) {
  const { session, setSession } = useDeskSession();
  const navigate = useNavigate();

  // Visitors write in Hindi and Gujarati, and every queue, record and editor shows what they
  // wrote: the scripts' fonts come with the desk's frame (their files download only for a page
  // that draws those letters; docs/architecture.md §9).
  useEffect(() => void loadAllScriptFonts(), []);
  useEffect(() => {
    // No session (401) or no answer: the sign-in page, whose own request then says which.
    if (session === undefined) fetchSession().then(setSession, () => setSession(null));
    else if (session === null) void navigate(deskPaths.signIn, { replace: true });
  }, [session, setSession, navigate]);

  if (!session) return <LoadingState label="Loading the desk" />;
  if (session.secondFactor)
    return <SecondFactorPage session={session} due={session.secondFactor} />;
  const queues = visibleQueues(session.roles);

  const leave = async () => {
    await signOut().catch(() => undefined);
    setSession(null);
    void navigate(deskPaths.signIn, { replace: true });
  };

  return (
    <Flex minH="100dvh" bg="gray.50" css={dateFieldFocus}>
      <Box
        as="nav"
        aria-label="Desk"
        w={{ base: '200px', xl: '232px' }}
        flexShrink={0}
        bg="brand.800"
        color="white"
        px={3}
        py={5}
      >
        <Text px={3} fontWeight="bold" letterSpacing="wide" mb={1}>
          Staff desk
        </Text>
        <Text px={3} fontSize="xs" color="brand.200" mb={6}>
          Investor services
        </Text>
        <Stack gap={1}>
          <NavItem to={deskPaths.home} label="Overview" end />
        </Stack>
        {queues.length > 0 ? (
          <NavSection title="Queues">
            {queues.map((q) => (
              <NavItem key={q} to={deskPaths.queue(q)} label={QUEUES[q].title} />
            ))}
          </NavSection>
        ) : null}
        {nav.map(({ title, links }) => {
          const shown = links.filter((link) => !link.allow || link.allow(session.roles));
          return shown.length > 0 ? (
            <NavSection key={title} title={title}>
              {shown.map(({ to, label, Item }) =>
                Item ? <Item key={to} /> : <NavItem key={to} to={to} label={label} />,
              )}
            </NavSection>
          ) : null;
        })}
      </Box>
      <Flex direction="column" flex="1" minW={0}>
        <HStack
          as="header"
          justify="flex-end"
          gap={4}
          px={{ base: 4, lg: 8 }}
          py={3}
          bg="white"
          borderBottomWidth="1px"
          borderColor="gray.200"
        >
          <Text fontSize="sm" color="gray.700">
            Signed in as <strong>{session.username}</strong>{' '}
            <Text as="span" color="gray.500">
              ({session.roles.join(', ')})
            </Text>
          </Text>
          <Button size="sm" variant="outline" onClick={() => void leave()}>
            Sign out
          </Button>
        </HStack>
        <Box as="main" flex="1" px={{ base: 4, lg: 8 }} py={6} maxW="1600px" w="full">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
