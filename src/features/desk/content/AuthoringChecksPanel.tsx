// The authoring checks beside the editor (docs/contract.md §13g): the warnings of the rich text as
// it stands, found by the same function the server runs at publish, and for one who may publish
// despite them (an approver or an admin) the field for the reason. Without a reason, a publish
// with warnings goes to an approver.
import { Box, Field, Heading, List, Text, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import { HEADING_UNDER, htmlAuthoringWarnings } from '../../../contract/authoringChecks';

export function AuthoringChecksPanel({
  kind,
  html,
  mayOverride,
  reason,
  onReason,
}: {
  /** The item's kind: where its body's headings start (HEADING_UNDER). */
  kind: string;
  html: string;
  mayOverride: boolean;
  reason: string;
  onReason: (reason: string) => void;
}) {
  const warnings = useMemo(
    () => htmlAuthoringWarnings(html, document, HEADING_UNDER[kind]),
    [html, kind],
  );
  return (
    <Box as="section" aria-labelledby="authoring-checks" layerStyle="card" p={4}>
      <Heading as="h2" id="authoring-checks" size="sm" mb={2}>
        Checks before publishing
      </Heading>
      {warnings.length === 0 ? (
        <Text fontSize="sm" color="green.700">
          No warnings: headings in order, pictures described, links that say where they go.
        </Text>
      ) : (
        <>
          <List.Root gap={2} fontSize="sm" ps={4} mb={3} aria-label="Authoring warnings">
            {warnings.map((w, n) => (
              <List.Item key={n}>{w.message}</List.Item>
            ))}
          </List.Root>
          <Text fontSize="sm" color="gray.700">
            With these warnings a publish goes to an approver, who must give a reason to publish it
            as it is.
          </Text>
          {mayOverride ? (
            <Field.Root mt={3}>
              <Field.Label fontSize="sm">Reason to publish it as it is</Field.Label>
              <Textarea
                rows={2}
                maxLength={1000}
                value={reason}
                onChange={(e) => onReason(e.currentTarget.value)}
              />
              <Field.HelperText>Kept in the audit with your name.</Field.HelperText>
            </Field.Root>
          ) : null}
        </>
      )}
    </Box>
  );
}
