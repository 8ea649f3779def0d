import { SiteIcon } from '../../components/SiteIcon';
import { SmartLink } from '../../components/SmartLink';
import type { NavLink } from '../../contract/site';
import { useEditingField } from './useEditingField';

/** A round chat-app-green bubble fixed in the bottom corner, growing a little under the pointer. */
const chatBubble = {
  position: 'fixed',
  right: { base: 4, md: 6 },
  bottom: { base: 4, md: 6 },
  zIndex: 'sticky',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: { base: '12', md: '14' },
  rounded: 'full',
  bg: '#1F8A4C',
  color: 'white',
  shadow: 'lg',
  borderWidth: '2px',
  borderColor: 'white',
  transition: 'transform 0.15s',
  _hover: { transform: 'scale(1.06)', bg: '#18733F' },
} as const;

/**
 * The floating chat-app button (docs/contract.md §2), on every page. It sits in the corner the footer keeps
 * free (the copyright bar has bottom padding on phones), so it never hides content for good. On a
 * phone it steps aside while the visitor types, where it would cover the field's right edge.
 */
export function ChatButton({ chat }: { chat: NavLink }) {
  const editing = useEditingField();
  return (
    // In a landmark of its own, as every part of the page is (axe: region, issue 45): a screen
    // reader's list of landmarks offers the chat too.
    <aside aria-label={chat.label}>
      <SmartLink
        link={chat}
        aria-label={chat.label}
        title={chat.label}
        css={[
          chatBubble,
          { display: { base: editing ? 'none' : 'inline-flex', md: 'inline-flex' } },
        ]}
      >
        <SiteIcon name={chat.icon} css={{ boxSize: { base: '6', md: '7' } }} />
      </SmartLink>
    </aside>
  );
}
