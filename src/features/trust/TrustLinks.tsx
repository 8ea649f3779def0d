import { AppLink } from '../../components/AppLink';
import { linkButton } from '../../components/linkButton';
import { Flex } from '../../components/staticUi';
import type { MessageKey } from '../../i18n/catalogs/en';
import { useT } from '../../i18n/useT';

/** The trust pages' links to one another, as a row of chips under a page. */
export function TrustLinks({
  links,
}: {
  links: readonly (readonly [to: string, label: MessageKey])[];
}) {
  const t = useT();
  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" gap={3}>
      {links.map(([to, label]) => (
        <li key={to}>
          <AppLink to={to} css={linkButton.chip}>
            {t(label)}
          </AppLink>
        </li>
      ))}
    </Flex>
  );
}
