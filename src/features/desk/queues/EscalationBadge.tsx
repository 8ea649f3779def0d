import { Tag } from '@chakra-ui/react';
import {
  ESCALATION_LABELS,
  isRedEscalation,
  type EscalationName,
} from '../../../contract/escalations';

/**
 * A record's escalation (docs/contract.md §11, Escalations) in words and colour (never colour
 * alone): on the compliance officer's list in orange, red flagged and late freezes in solid red.
 */
export function EscalationBadge({
  step,
  size = 'sm',
}: {
  step: EscalationName | undefined;
  /** `lg` beside a record's heading; `sm` in a table's row. */
  size?: 'sm' | 'lg';
}) {
  if (!step) return null;
  const red = isRedEscalation(step);
  return (
    <Tag.Root
      size={size}
      colorPalette={red ? 'red' : 'orange'}
      variant={red ? 'solid' : 'subtle'}
      flexShrink={0}
    >
      <Tag.Label whiteSpace="nowrap" overflow="visible" lineClamp="unset">
        {ESCALATION_LABELS[step]}
      </Tag.Label>
    </Tag.Root>
  );
}
