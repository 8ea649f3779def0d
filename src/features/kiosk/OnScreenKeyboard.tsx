import { Box, Flex, Text, type SystemStyleObject } from '@chakra-ui/react';
import { trackDismissableBranch } from '@zag-js/dismissable';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { TbKeyboard } from 'react-icons/tb';
import Keyboard from 'react-simple-keyboard';
import { languageAtom } from '../../i18n/atoms';
import type { Language } from '../../i18n/languages';
import { Trans } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import {
  claimField,
  focusNextField,
  isTextField,
  keepInView,
  typeKey,
  type TextField,
} from './keyboardField';
import { keyboardDisplay, layoutsFor, type KeyboardKind, type Letters } from './keyboardLayouts';
import { KIOSK_KEYBOARD_GAP_PX } from '../../contract/limits';
import { useKeyTapGuard } from './useKeyTapGuard';
import { BAR_HEIGHT } from './KioskActionBar';

interface Target {
  field: TextField;
  kind: KeyboardKind;
}

/** The field's label as the visitor reads it, without the required-field star. */
const labelOf = (field: TextField) =>
  (field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '')
    .replace(/\s*\*\s*$/, '')
    .trim();

/** The text field that has the focus, and the layout it asks for; null when none has. */
function useFocusedTextField(): [Target | null, () => void] {
  const [target, setTarget] = useState<Target | null>(null);
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    let pointerDown = false;
    let closeOnRelease = false;
    const take = (el: unknown) => {
      if (isTextField(el)) setTarget({ field: el, kind: claimField(el) });
    };
    const closeUnlessTyping = () => {
      clearTimeout(pending);
      // A timer: the focus has moved on by then, and a tap's click has been dispatched.
      pending = setTimeout(() => {
        if (!isTextField(document.activeElement)) setTarget(null);
      });
    };
    const onFocusIn = (event: FocusEvent) => take(event.target);
    // Before the focus lands, so the system keyboard never sees an inputmode but "none".
    const onPointerDown = (event: PointerEvent) => {
      pointerDown = true;
      if (isTextField(event.target)) claimField(event.target);
    };
    // A tap on a button takes the focus at its start; closing the keyboard then would move the
    // page under the finger and the tap would end elsewhere, its click lost. It closes after.
    const onPointerUp = () => {
      pointerDown = false;
      if (closeOnRelease) closeUnlessTyping();
      closeOnRelease = false;
    };
    const onFocusOut = () => {
      if (pointerDown) closeOnRelease = true;
      else closeUnlessTyping();
    };
    take(document.activeElement);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('pointercancel', onPointerUp, true);
    return () => {
      clearTimeout(pending);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerUp, true);
    };
  }, []);
  return [target, () => setTarget(null)];
}

/**
 * The keyboard's panel: navy, gold-edged, fixed above the page and docked on the action bar, which
 * stays in reach below it ("Back to start" while typing; docs/contract.md §2).
 */
const keyboardPanel = {
  position: 'fixed',
  insetX: 0,
  bottom: BAR_HEIGHT,
  zIndex: 'popover',
  bg: 'brand.950',
  color: 'white',
  px: 6,
  pt: 3,
  pb: 5,
  shadow: '0 -12px 32px rgba(4, 15, 29, 0.35)',
  borderTopWidth: '4px',
  borderColor: 'gold.400',
  // Under an open dialog the page takes no pointer input; the keyboard must.
  pointerEvents: 'auto',
} satisfies SystemStyleObject;

/**
 * The kiosk's keyboard (docs/architecture.md §5): docked at the bottom while a text field has the
 * focus, in the layout the field asks for. Its keys never take the focus; the page gets room
 * below for the keyboard and scrolls so the field and its message stay above it.
 */
export function OnScreenKeyboard() {
  const [target, close] = useFocusedTextField();
  // The layout the visitor switched to (shift, symbols), for the field they switched it on.
  const [picked, setPicked] = useState<{ field: TextField; name: string } | null>(null);
  // The panel's own height (the page's room for it), and how much of the screen's bottom it and
  // the bar under it cover (what the field must stay above).
  const [height, setHeight] = useState(0);
  const [covered, setCovered] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  useKeyTapGuard(panel);
  const field = target?.field ?? null;
  const t = useT();
  const language = useAtomValue(languageAtom);
  // The language whose free-text fields the visitor switched to English letters (for this
  // session's keyboard: names and addresses are often written in English).
  const [latinIn, setLatinIn] = useState<Language | null>(null);
  const letters: Letters = language === 'en' || latinIn === language ? 'latin' : 'native';

  useEffect(() => {
    const node = panel.current;
    if (!field || !node) return;
    const observer = new ResizeObserver(() => {
      setHeight(node.offsetHeight);
      setCovered(window.innerHeight - node.getBoundingClientRect().top);
    });
    observer.observe(node);
    // A tap on a key is inside the open dialog's "branch": it neither closes nor blurs it.
    const untrack = trackDismissableBranch(node);
    return () => {
      observer.disconnect();
      untrack();
    };
  }, [field]);

  useEffect(() => {
    if (!field || covered === 0) return;
    document.documentElement.style.setProperty('--kiosk-keyboard-height', `${covered}px`);
    document.documentElement.dataset.kioskKeyboard = 'open';
    const frame = requestAnimationFrame(() =>
      keepInView(field, window.innerHeight - covered, KIOSK_KEYBOARD_GAP_PX),
    );
    return () => {
      cancelAnimationFrame(frame);
      delete document.documentElement.dataset.kioskKeyboard;
    };
  }, [field, covered]);

  if (!target || !field) return null;

  const layouts = layoutsFor(target.kind, language, letters);
  // Names start with a capital letter: an empty free-text field opens shifted (English letters;
  // Hindi and Gujarati have no capitals).
  const layoutName =
    picked?.field === field && picked.name in layouts
      ? picked.name
      : target.kind === 'text' && !field.value && letters === 'latin'
        ? 'shift'
        : 'default';
  const setLayoutName = (name: string) => setPicked({ field, name });

  const onKeyPress = (key: string) => {
    switch (key) {
      case '{shift}':
        setLayoutName(layoutName === 'shift' ? 'default' : 'shift');
        return;
      case '{symbols}':
        setLayoutName('symbols');
        return;
      case '{letters}':
        setLayoutName('default');
        return;
      case '{script}':
        setLatinIn(letters === 'latin' ? null : language);
        setLayoutName('default');
        return;
      case '{next}':
        focusNextField(field);
        return;
      case '{done}':
        field.blur();
        close();
        return;
      default:
        typeKey(field, key);
        if (layoutName === 'shift') setLayoutName('default');
        requestAnimationFrame(() =>
          keepInView(field, window.innerHeight - covered, KIOSK_KEYBOARD_GAP_PX),
        );
    }
  };

  const numeric = target.kind === 'numeric' || target.kind === 'tel' || target.kind === 'decimal';
  return (
    <>
      <Box h={`${height}px`} flexShrink={0} aria-hidden="true" />
      <Box
        ref={panel}
        role="group"
        aria-label={t('kiosk.keyboard')}
        data-testid="kiosk-keyboard"
        data-layout={target.kind}
        data-letters={letters}
        {...keyboardPanel}
        // A key press must not move the focus off the field (nor select text).
        onMouseDown={(event) => event.preventDefault()}
      >
        <Flex align="center" gap={3} maxW={numeric ? '36rem' : '80rem'} mx="auto" mb={3}>
          <TbKeyboard aria-hidden="true" />
          <Text fontSize="md" color="whiteAlpha.800">
            <Trans
              id="kiosk.typingIn"
              values={{ field: labelOf(field) }}
              components={{ 0: <Text as="span" fontWeight="semibold" color="white" /> }}
            />
          </Text>
        </Flex>
        <Box maxW={numeric ? '36rem' : '80rem'} mx="auto">
          <Keyboard
            theme={`kiosk-keyboard kiosk-keyboard-${target.kind}`}
            layout={layouts}
            layoutName={layoutName in layouts ? layoutName : 'default'}
            display={keyboardDisplay(t, language, letters)}
            mergeDisplay
            onKeyPress={onKeyPress}
            preventMouseDownDefault
            disableButtonHold
            buttonTheme={[
              { class: 'kiosk-key-action', buttons: '{next}' },
              { class: 'kiosk-key-done', buttons: '{done}' },
              ...(numeric
                ? []
                : [
                    {
                      class: 'kiosk-key-wide',
                      buttons: '{shift} {symbols} {letters} {script} {bksp} .com',
                    },
                  ]),
              { class: 'kiosk-key-space', buttons: '{space}' },
              ...(layoutName === 'shift' ? [{ class: 'kiosk-key-on', buttons: '{shift}' }] : []),
            ]}
          />
        </Box>
      </Box>
    </>
  );
}
