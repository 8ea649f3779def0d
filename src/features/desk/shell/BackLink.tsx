import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { AppLink } from '../../../components/AppLink';

/** The small "← list" link above a desk page that leads back to the list it was opened from. */
export function BackLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <AppLink to={to} css={{ color: 'brand.700', fontSize: 'sm', mb: 3, display: 'inline-block' }}>
      ← {children}
    </AppLink>
  );
}
