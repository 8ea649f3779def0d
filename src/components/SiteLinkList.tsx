import type { SystemStyleObject } from '#styled-system/types';
import type { NavLink } from '../contract/site';
import { SmartLink } from './SmartLink';
import { Stack } from './staticUi';

/** Links of the site data (a menu section, quick links) as a plain list, one under the other. */
export function SiteLinkList({ links, gap }: { links: NavLink[]; gap: SystemStyleObject['gap'] }) {
  return (
    <Stack as="ul" gap={gap} css={{ listStyleType: 'none' }}>
      {links.map((link) => (
        <li key={link.label}>
          <SmartLink link={link} css={{ color: 'brand.600' }} />
        </li>
      ))}
    </Stack>
  );
}
