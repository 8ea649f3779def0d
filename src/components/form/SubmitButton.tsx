import { Button } from '../staticUi';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT';

/**
 * The submit button of a visitor form: disabled while posting (no double submissions). The
 * browser drops keyboard focus from a button while it is disabled; once the post is over, the
 * focus comes back to it, so a keyboard user is not thrown back to the top of the page.
 */
export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting && document.activeElement === document.body) {
      ref.current?.focus();
    }
    wasSubmitting.current = submitting;
  }, [submitting]);
  return (
    <Button
      ref={ref}
      type="submit"
      size="xl"
      css={{ colorPalette: 'brand', width: { base: 'full', sm: 'auto' }, minW: { sm: '44' } }}
      loading={submitting}
      loadingText={t('form.sending')}
    >
      {label}
    </Button>
  );
}
