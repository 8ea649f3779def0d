import { Tag } from '@chakra-ui/react';
import { dueBadge, type DueTone } from './timeLeft';

const PALETTE: Record<DueTone, string> = {
  none: 'gray',
  ok: 'green',
  soon: 'orange',
  overdue: 'red',
};

/** Time left or how late, as text and colour (never colour alone). */
export function DueBadge({
  dueAt,
  now,
  size = 'sm',
}: {
  dueAt: string | null;
  now: Date;
  /** `lg` beside a record's heading; `sm` in a table's row. */
  size?: 'sm' | 'lg';
}) {
  const { tone, label } = dueBadge(dueAt, now);
  if (tone === 'none') return <>{label}</>;
  return (
    <Tag.Root
      size={size}
      colorPalette={PALETTE[tone]}
      variant={tone === 'overdue' ? 'solid' : 'subtle'}
      flexShrink={0}
    >
      {/* Never clipped: "20 d 2…" would hide how long is left. */}
      <Tag.Label whiteSpace="nowrap" overflow="visible" lineClamp="unset">
        {label}
      </Tag.Label>
    </Tag.Root>
  );
}
