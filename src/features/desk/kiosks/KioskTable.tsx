import { Box, Table, Tag, Text } from '@chakra-ui/react';
import type { KioskRow, KioskSettings } from '../../../contract/kioskFleet';
import { DeskTable } from '../shell/DeskTable';
import { formatDateTime } from '../shell/format';
import { KioskName } from './KioskName';

const COLUMNS = [
  'State',
  'Branch',
  'Last seen (IST)',
  'Screen',
  'Running for',
  'Last reset (IST)',
  'Version',
  'Own settings',
];

/** 3 d 4 h, 5 h 12 min, 7 min. */
function duration(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  return `${m} min`;
}

function settingsSummary(s: KioskSettings | null): string {
  if (!s || Object.keys(s).length === 0) return 'Default';
  const parts = [
    s.branchName !== undefined ? `name “${s.branchName}”` : '',
    s.idleSeconds !== undefined ? `idle ${s.idleSeconds} s` : '',
    s.countdownSeconds !== undefined ? `countdown ${s.countdownSeconds} s` : '',
    s.notices !== undefined ? `${s.notices.length} notice(s)` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** Every kiosk with its state: online first by branch, what its last beat said. */
export function KioskTable({ kiosks }: { kiosks: KioskRow[] }) {
  return (
    <DeskTable label="Kiosks" columns={COLUMNS}>
      {kiosks.map((k) => (
        <Table.Row key={k.kioskId} data-testid="kiosk-row" bg={k.online ? undefined : 'red.50'}>
          <Table.Cell>
            <Tag.Root size="md" variant="solid" colorPalette={k.online ? 'green' : 'red'}>
              <Tag.Label>{k.online ? 'Online' : 'Offline'}</Tag.Label>
            </Tag.Root>
          </Table.Cell>
          <Table.Cell>
            <KioskName kiosk={k} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(k.lastSeenAt)}</Table.Cell>
          <Table.Cell>
            {k.rendered ? (
              <Text color="green.800">Rendering</Text>
            ) : (
              <Text color="red.700" fontWeight="semibold">
                Not rendering
              </Text>
            )}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{duration(k.uptimeSeconds)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {k.lastResetAt ? (
              formatDateTime(k.lastResetAt)
            ) : (
              <Box as="span" color="gray.500">
                None yet
              </Box>
            )}
          </Table.Cell>
          <Table.Cell fontFamily="mono" fontSize="xs">
            {k.appVersion}
          </Table.Cell>
          <Table.Cell fontSize="sm" color="gray.700">
            {settingsSummary(k.settings)}
          </Table.Cell>
        </Table.Row>
      ))}
    </DeskTable>
  );
}
