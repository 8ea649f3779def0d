import { Link } from '../../components/staticUi';
import { useT } from '../../i18n/useT';

/** First focusable element of every page: jumps over the header to `<main id="main">`. */
export function SkipLink() {
  const t = useT();
  return (
    <Link
      href="#main"
      css={{
        color: 'brand.900',
        position: 'absolute',
        left: 4,
        top: -20,
        zIndex: 'skipNav',
        bg: 'gold.300',
        fontWeight: 'semibold',
        px: 4,
        py: 2,
        rounded: 'md',
        shadow: 'lg',
        _focusVisible: { top: 4 },
        _focus: { top: 4 },
      }}
    >
      {t('frame.skipToMain')}
    </Link>
  );
}
