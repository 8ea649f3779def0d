import { useRef, useState } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import type { SiteConfig } from '../../contract/site';
import type { MobileMenu as MobileMenuComponent } from './MobileMenu';
import { useT } from '../../i18n/useT';
import { Button, Text } from '../../components/staticUi';

type MobileMenuType = typeof MobileMenuComponent;

/**
 * The hamburger (below `lg`). The drawer's code loads when the visitor reaches for the button
 * (touch, pointer, focus) and the drawer opens as soon as it is there.
 */
export function MenuButton({ site }: { site: SiteConfig }) {
  const [Drawer, setDrawer] = useState<MobileMenuType | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  const t = useT();

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./MobileMenu').then(
      (module) => setDrawer(() => module.MobileMenu),
      (err: unknown) => {
        loading.current = false;
        console.error('Menu could not be loaded', err);
      },
    );
  };

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        css={{ colorPalette: 'brand', px: '3', display: { base: 'inline-flex', lg: 'none' } }}
        size="md"
        aria-label={t('layout.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <Glyph name="menu" aria-hidden="true" />
        <Text as="span" css={{ display: { base: 'none', sm: 'inline' } }}>
          {t('layout.menu')}
        </Text>
      </Button>
      {Drawer ? (
        <Drawer site={site} open={open} setOpen={setOpen} returnFocusTo={() => button.current} />
      ) : null}
    </>
  );
}
