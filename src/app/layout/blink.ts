import { keyframes } from '@emotion/react';

// The spec's blinking links, as a CSS animation so the theme's prefers-reduced-motion rule stops
// it. Colours swap between two states that both keep text contrast (no fading to invisible).
const blinkGold = keyframes`
  0%, 55% { color: var(--chakra-colors-gold-300); }
  56%, 100% { color: white; }
`;

const blinkRed = keyframes`
  0%, 55% { background-color: var(--chakra-colors-red-700); }
  56%, 100% { background-color: var(--chakra-colors-red-900); }
`;

export const blinkGoldAnimation = `${blinkGold} 1.4s step-end infinite`;
export const blinkRedAnimation = `${blinkRed} 1.4s step-end infinite`;
