// /desk/funds: the fund lists (docs/contract.md §13b) — AMCs, categories and schemes, one tab each.
import { Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { FUND_LIST_NAMES, FUND_LISTS, isFundList } from '../../../contract/fundLists';
import { usePageTitle } from '../../../lib/usePageTitle';
import { canEditContent } from '../shell/access';
import { FundListPanel } from './FundListPanel';
import { NotOnYourDesk } from '../shell/NotOnYourDesk';
import { deskPaths } from '../shell/paths';
import { useSignedIn } from '../shell/session';
import { TabLinks } from '../shell/TabLinks';

/** /desk/funds and /desk/funds/:list. */
export function FundListsPage() {
  usePageTitle('Fund lists · Staff desk');
  const { roles } = useSignedIn();
  const { list = 'amcs' } = useParams();
  if (!canEditContent(roles) || !isFundList(list)) return <NotOnYourDesk />;
  return (
    <>
      <Text as="h1" fontSize="2xl" fontWeight="bold" color="brand.800" mb={1}>
        Fund lists
      </Text>
      <Text color="gray.600" mb={4}>
        The AMCs, categories and schemes visitors pick on the mutual funds page. Every change is
        kept as a version that can be restored.
      </Text>
      <TabLinks
        label="Fund lists"
        current={deskPaths.funds(list)}
        tabs={FUND_LIST_NAMES.map((l) => ({ to: deskPaths.funds(l), label: FUND_LISTS[l].label }))}
      />
      <FundListPanel key={list} list={list} />
    </>
  );
}
