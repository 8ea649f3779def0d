import { Glyph } from '../../components/siteIcons/Glyph';
import { Button, VisuallyHidden } from '../../components/staticUi';
import { Clipboard } from '../../components/staticUi/clipboard';
import { useT } from '../../i18n/useT';

/** The receipt's button that copies the complaint number, and says so to screen readers. */
export function CopyNumberButton({ value }: { value: string }) {
  const t = useT();
  return (
    <Clipboard.Root value={value}>
      <Clipboard.Context>
        {({ copied }) => (
          <>
            <Clipboard.Trigger asChild>
              {/* The name follows what the button says (Ark's own is "Copy to clipboard"). */}
              <Button
                aria-label={t(copied ? 'complaint.copied' : 'complaint.copy')}
                size="xl"
                variant="outline"
                css={{ colorPalette: 'green', bg: 'white', width: { base: 'full', sm: 'auto' } }}
              >
                {copied ? (
                  <Glyph name="tick" aria-hidden="true" />
                ) : (
                  <Glyph name="copy" aria-hidden="true" />
                )}
                {t(copied ? 'complaint.copied' : 'complaint.copy')}
              </Button>
            </Clipboard.Trigger>
            <VisuallyHidden aria-live="polite">
              {copied ? t('complaint.copiedNote') : ''}
            </VisuallyHidden>
          </>
        )}
      </Clipboard.Context>
    </Clipboard.Root>
  );
}
