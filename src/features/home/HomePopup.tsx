import { styled } from '#styled-system/jsx';
import type { SystemStyleObject } from '#styled-system/types';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { api } from '../../contract/api';
import { CloseButton, Image } from '../../components/staticUi';
import { MODAL_TRANSITION_MS, POPUP_PHASE_MS } from '../../contract/limits';
import type { SiteConfig } from '../../contract/site';
import { useT } from '../../i18n/useT';

type PopupImage = SiteConfig['home']['popupImages'][number];

const NativeDialog = styled('dialog');

/** The announcement's picture: the popup's full width, whole (never cropped), in a fixed frame. */
const popupPicture = {
  display: 'block',
  w: 'full',
  h: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
} satisfies SystemStyleObject;

/** The close icon: a white disc in the picture's top corner, readable on any picture. */
const closeDisc = {
  position: 'absolute',
  top: 2,
  insetEnd: 2,
  bg: 'white',
  color: 'brand.900',
  rounded: 'full',
  shadow: 'md',
  _hover: { bg: 'gray.100' },
} satisfies SystemStyleObject;

/** Set in the tab's session storage once the announcement has been shown. */
const SHOWN_KEY = 'homePopupShown';

/**
 * True the first time it is asked in this browser session (the tab, until it closes; a kiosk's
 * reset clears it for the next visitor), and notes the asking: the announcement is shown once a
 * session, not on every return home, Back or reload (docs/contract.md §4). Without storage (refused
 * by the browser) it shows on every visit, as before.
 */
function firstInSession(): boolean {
  try {
    if (window.sessionStorage.getItem(SHOWN_KEY) !== null) return false;
    window.sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Storage refused: nothing to remember it by.
  }
  return true;
}

/**
 * The home page's timed announcement (docs/contract.md §2, §4), once per browser session: phase 0
 * shows the first image for POPUP_PHASE_MS, phase 1 the second for as long, then it closes by
 * itself. The close icon, Escape or a click outside close it at once.
 *
 * It is the platform's modal <dialog> (showModal: focus moves in, the page behind is inert,
 * Escape closes) rather than Chakra's Dialog, whose focus-trap and layering code (~14 KB gzip)
 * would otherwise be part of every first visit; the site's other dialogs load it on demand.
 */
export function HomePopup({ images }: { images: PopupImage[] }) {
  const [phase, setPhase] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeIcon = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const t = useT();
  const image = images[phase];
  const open = !dismissed && image !== undefined;
  // Asked once per mount (a development build runs effects twice); the server's picture draws the
  // dialog closed either way, so what the browser remembers changes nothing it drew.
  const first = useRef<boolean | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setPhase((p) => p + 1), POPUP_PHASE_MS);
    return () => clearTimeout(timer);
  }, [open, phase]);

  // Before the browser draws the page, and all of it before anything asks for style: the page
  // kept still, the page made inert (showModal), focus on the close icon (not React's autoFocus,
  // which focuses as it mounts). Each change restyles the whole page; together with the newly
  // drawn page's they are one pass instead of three, long tasks less on a phone
  // (docs/performance.md).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!open) {
      if (element.open) element.close();
      return;
    }
    first.current ??= firstInSession();
    if (!first.current) {
      setDismissed(true);
      return;
    }
    // A modal page stays still behind the popup, as with the site's other dialogs.
    const html = document.documentElement;
    const previous = html.style.overflow;
    html.style.overflow = 'hidden';
    if (!element.open) {
      element.showModal();
      closeIcon.current?.focus();
    }
    return () => {
      html.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;

  return (
    <NativeDialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape (or any other way the browser closes a modal) ends the popup for good.
      onClose={() => setDismissed(true)}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, not on its content.
        if (event.target === event.currentTarget) setDismissed(true);
      }}
      css={{
        p: 0,
        m: 'auto',
        border: 'none',
        rounded: 'xl',
        overflow: 'hidden',
        bg: 'brand.900',
        shadow: '2xl',
        w: 'calc(100vw - 2rem)',
        maxW: 'lg',
        animation: 'popupAppear ease-out',
        _backdrop: { background: 'rgba(4, 15, 29, 0.65)', animation: 'fade-in 150ms ease-out' },
      }}
      style={{ animationDuration: `${MODAL_TRANSITION_MS}ms` }}
    >
      <styled.h2 id={titleId} css={{ srOnly: true }}>
        {t('home.announcement')}
      </styled.h2>
      {image ? (
        <Image
          key={image.image}
          src={api.siteImage(image.image)}
          alt={image.alt}
          css={popupPicture}
        />
      ) : null}
      <CloseButton
        ref={closeIcon}
        size="sm"
        aria-label={t('home.closeAnnouncement')}
        css={closeDisc}
        onClick={() => setDismissed(true)}
      />
    </NativeDialog>
  );
}
