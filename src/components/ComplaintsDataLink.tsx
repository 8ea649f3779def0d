import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../contract/routes';

/** A link to the monthly complaint figures (/investor-complaints), its words the sentence's own. */
export function ComplaintsDataLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.700" fontWeight="semibold">
      <RouterLink to={paths.investorComplaints}>{children}</RouterLink>
    </Link>
  );
}
