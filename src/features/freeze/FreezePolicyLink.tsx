import type { ReactNode } from 'react';
import { SmartLink } from '../../components/SmartLink';
import type { NavLink } from '../../contract/site';

/**
 * SEBI's voluntary freeze policy, linked from the words of a freeze dialog (the request's, the
 * acknowledgement's): following it closes that dialog, so the page it opens is not left under it.
 * The words inside are the message's (Trans gives them as children).
 */
export function FreezePolicyLink({
  policy,
  onClose,
  children,
}: {
  policy: NavLink;
  /** Closes the dialog the link stands in. */
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <SmartLink link={policy} css={{ color: 'brand.700', fontWeight: 'semibold' }} onClick={onClose}>
      {children}
    </SmartLink>
  );
}
