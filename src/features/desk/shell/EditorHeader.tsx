// The head of every desk editor with drafts (docs/contract.md §13, §13c): the title and where the
// item stands, Edit / Preview, Save draft and Publish, and the notice of the last of them.
import { Box, Button, Group, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuEye, LuPencil, LuSave, LuSend } from 'react-icons/lu';
import { NoticeAlert, type Notice } from './NoticeAlert';

export type EditorMode = 'edit' | 'preview';

export function EditorHeader({
  title,
  status,
  mode,
  onMode,
  busy,
  canSave,
  isLive,
  onSave,
  onPublish,
  notice,
}: {
  title: ReactNode;
  /** Where the item stands (announced as it changes). */
  status: ReactNode;
  mode: EditorMode;
  onMode: (mode: EditorMode) => void;
  busy: boolean;
  /** Something unsaved to save. */
  canSave: boolean;
  /** Visitors see exactly this already: nothing to publish. */
  isLive: boolean;
  onSave: () => void;
  onPublish: () => void;
  notice: Notice | null;
}) {
  const view = (to: EditorMode, icon: ReactNode, label: string) => (
    <Button
      variant={mode === to ? 'subtle' : 'outline'}
      aria-pressed={mode === to}
      onClick={() => onMode(to)}
    >
      {icon} {label}
    </Button>
  );
  return (
    <>
      <HStack justify="space-between" align="center" gap={4} wrap="wrap">
        <Box minW={0}>
          <Text as="h1" fontSize="2xl" fontWeight="bold" color="brand.800" lineClamp={1}>
            {title}
          </Text>
          <Text fontSize="sm" color="gray.600" role="status">
            {status}
          </Text>
        </Box>
        <HStack gap={2}>
          <Group attached role="group" aria-label="View">
            {view('edit', <LuPencil />, 'Edit')}
            {view('preview', <LuEye />, 'Preview')}
          </Group>
          <Button variant="outline" onClick={onSave} disabled={busy || !canSave}>
            <LuSave /> Save draft
          </Button>
          <Button colorPalette="brand" onClick={onPublish} loading={busy} disabled={isLive}>
            <LuSend /> Publish
          </Button>
        </HStack>
      </HStack>
      <NoticeAlert notice={notice} />
    </>
  );
}
