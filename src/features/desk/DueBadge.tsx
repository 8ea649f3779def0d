import { Tag } from '@chakra-ui/react';
import { dueBadge, type DueTone } from './timeLeft';

const PALETTE: Record<DueTone, string> = {
  none: 'gray',
  ok: 'green',
  soon: 'orange',
  overdue: 'red',
};

/** Time left or how late, as text and colour (never colour alone). */
export function DueBadge({ dueAt, now }: { dueAt: string | null; now: Date }) {
  const { tone, label } = dueBadge(dueAt, now);
  if (tone === 'none') return <>{label}</>;
  return (
    <Tag.Root
      size="sm"
      colorPalette={PALETTE[tone]}
      variant={tone === 'overdue' ? 'solid' : 'subtle'}
    >
      <Tag.Label>{label}</Tag.Label>
    </Tag.Root>
  );
}
