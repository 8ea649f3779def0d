import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { Pager } from './Pager';

/**
 * A page of a filtered desk list (a queue, the outbox, the audit log): what is shown when it has
 * no rows (`empty`), else its rows (the children) with the pager under them.
 */
export function PagedList({
  rows,
  empty,
  page,
  total,
  estimated,
  onPage,
  children,
}: {
  /** How many rows this page has. */
  rows: number;
  empty: ReactNode;
  page: number;
  total: number;
  estimated?: boolean;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  if (rows === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      {children}
      <Pager page={page} total={total} estimated={estimated} onPage={onPage} />
    </>
  );
}
