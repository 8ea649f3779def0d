import type { SystemStyleObject } from '#styled-system/types';
import { Heading, Stack } from '../../components/staticUi';
import { SmartLink } from '../../components/SmartLink';
import type { NavLink } from '../../contract/site';

/** A column's title, in gold capitals. */
const columnTitle = {
  fontSize: 'sm',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  color: 'gold.300',
  mb: 4,
} satisfies SystemStyleObject;

/** A link in a column, light grey on the navy; textAlign for the ones that are dialog buttons. */
const columnLink = {
  color: 'gray.300',
  fontSize: 'sm',
  textAlign: 'start',
  _hover: { color: 'white', textDecoration: 'underline' },
} satisfies SystemStyleObject;

/** One footer column of links (Quick Link, Other Links, Useful Links). */
export function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  const id = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <Heading as="h2" id={id} css={columnTitle}>
        {title}
      </Heading>
      <Stack as="ul" css={{ listStyleType: 'none' }} gap={2.5}>
        {links.map((link) => (
          <li key={`${link.label}-${link.href ?? link.action ?? ''}`}>
            <SmartLink link={link} css={columnLink} />
          </li>
        ))}
      </Stack>
    </nav>
  );
}
