/**
 * The kiosk's stacking order over the site's (docs/architecture.md §5): the action bar's buttons
 * sit above an open dialog, so a visitor can always leave; the idle overlay sits above them, as
 * it must answer every tap itself.
 */
export const kioskLayers = {
  /** The bar's white strip: under the site's chat button, which it leaves a corner for. */
  barStrip: 'calc(var(--chakra-z-index-sticky) - 1)',
  /** The bar's buttons: above an open dialog and its backdrop. */
  barButtons: 'calc(var(--chakra-z-index-modal) + 1)',
  /** The "Are you still there?" overlay: above the bar's buttons. */
  idleOverlay: 'calc(var(--chakra-z-index-modal) + 2)',
} as const;
