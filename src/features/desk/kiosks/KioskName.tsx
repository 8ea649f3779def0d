import { Text } from '@chakra-ui/react';

/** How the desk names a kiosk in its tables: the branch, with the kiosk's id under it. */
export function KioskName({ kiosk }: { kiosk: { branchName: string; kioskId: string } }) {
  return (
    <>
      <Text fontWeight="semibold">{kiosk.branchName}</Text>
      <Text fontFamily="mono" fontSize="xs" color="gray.600">
        {kiosk.kioskId}
      </Text>
    </>
  );
}
