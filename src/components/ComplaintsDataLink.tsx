import type { ReactNode } from 'react';
import { paths } from '../contract/routes';
import { AppLink } from './AppLink';

/** A link to the monthly complaint figures (/investor-complaints), its words the sentence's own. */
export function ComplaintsDataLink({ children }: { children?: ReactNode }) {
  return (
    <AppLink to={paths.investorComplaints} css={{ color: 'brand.700', fontWeight: 'semibold' }}>
      {children}
    </AppLink>
  );
}
