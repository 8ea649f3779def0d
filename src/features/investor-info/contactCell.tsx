import type { ReactNode } from 'react';
import { Link } from '../../components/staticUi';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s-]{8,}$/;

/** Key personnel cells: e-mails become mailto links (docs/contract.md §2) and phone numbers tel: links. */
export function contactCell(cell: string): ReactNode {
  if (EMAIL.test(cell)) {
    return (
      <Link href={`mailto:${cell}`} css={{ color: 'brand.600', whiteSpace: 'nowrap' }}>
        {cell}
      </Link>
    );
  }
  if (PHONE.test(cell) && cell.replace(/\D/g, '').length >= 10) {
    return (
      <Link
        href={`tel:${cell.replace(/[^\d+]/g, '')}`}
        css={{ color: 'brand.600', whiteSpace: 'nowrap' }}
      >
        {cell}
      </Link>
    );
  }
  return cell;
}
