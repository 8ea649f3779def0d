import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import {
  FUND_LISTS,
  fundMsg,
  type AnyFundRow,
  type FundList,
  type FundListAnswer,
  type FundListPreview as Preview,
  type FundRow,
} from '../../../contract/fundLists';
import type { FieldErrors } from '../../../contract/schemas';
import { FundCsvHelp } from './FundCsvHelp';
import {
  addFundRow,
  applyCsv,
  fetchFundList,
  previewCsv,
  removeFundRow,
  restoreFundList,
} from './fundListApi';
import { FundListPreview } from './FundListPreview';
import { FundListTable } from './FundListTable';
import { rowTitle, versionChange } from './fundListText';
import { FundRowForm } from './FundRowForm';
import { answerProblems } from '../shell/fieldErrors';
import { LoadState } from '../shell/LoadState';
import { NoticeAlert, type Notice } from '../shell/NoticeAlert';
import { useFilePicker } from '../shell/useFilePicker';
import { useLoad } from '../shell/useLoad';
import { VersionsPanel } from '../shell/VersionsPanel';
import { FUND_CSV_MAX_BYTES } from '../../../contract/limits';

const changed = (a: { versions: FundListAnswer['versions'] }) => {
  const v = a.versions[0]!;
  return `${v.added} added, ${v.removed} removed. The site shows the new list now (version ${v.number}).`;
};

/** One fund list: the rows the site serves, an import with its preview, a row added, versions. */
export function FundListPanel({ list }: { list: FundList }) {
  const [answer, reload] = useLoad(() => fetchFundList(list), list);
  const [pending, setPending] = useState<{ file: File; preview: Preview } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Runs one call; the notice says how it went. Resolves with the field problems of a refusal. */
  async function run<T>(call: () => Promise<T>, done: (answer: T) => string | null) {
    setBusy(true);
    setNotice(null);
    try {
      const text = done(await call());
      if (text) setNotice({ text, failed: false });
      return null;
    } catch (err) {
      const { errors, message } = answerProblems(err);
      setNotice({ text: message, failed: true });
      return errors;
    } finally {
      setBusy(false);
    }
  }
  const changedList = (text: (a: FundListAnswer) => string) => (a: FundListAnswer) => {
    reload();
    return text(a);
  };

  const choose = async (file: File) => {
    if (file.size > FUND_CSV_MAX_BYTES) {
      setNotice({ text: fundMsg.csvTooLarge, failed: true });
      return;
    }
    await run(
      () => previewCsv(list, file),
      (preview) => {
        setPending({ file, preview });
        return null;
      },
    );
  };
  const csv = useFilePicker('CSV file to import', '.csv,text/csv', (file) => void choose(file));
  const apply = (p: { file: File; preview: Preview }) =>
    run(
      () => applyCsv(list, p.preview.token, p.file),
      changedList((a) => {
        setPending(null);
        return `Imported ${p.file.name}: ${changed(a)}`;
      }),
    );
  const add = (row: AnyFundRow): Promise<FieldErrors | null> =>
    run(
      () => addFundRow(list, row as FundRow),
      changedList(() => `Added ${rowTitle(list, row)}.`),
    );
  const remove = (row: AnyFundRow) =>
    run(
      () => removeFundRow(list, row as FundRow),
      changedList((a) => `Removed ${rowTitle(list, row)} (version ${a.versions[0]!.number}).`),
    );
  const restore = (number: number) =>
    run(
      () => restoreFundList(list, number),
      changedList((a) => `Restored version ${number}: ${changed(a)}`),
    );

  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 320px' }} gap={6} alignItems="start">
      <Stack gap={4} minW={0}>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Text color="gray.700" flex="1" minW="16rem">
            Import a CSV file to replace the {FUND_LISTS[list].plural}: you see what it adds and
            removes, and nothing changes until you apply it.
          </Text>
          <Box>
            {csv.input}
            <Button
              colorPalette="brand"
              onClick={csv.open}
              loading={busy && !pending}
              disabled={busy}
            >
              <LuUpload /> Import CSV
            </Button>
          </Box>
        </HStack>
        <NoticeAlert notice={notice} />
        <LoadState load={answer} retry={reload}>
          {(a) =>
            pending ? (
              <FundListPreview
                list={list}
                fileName={pending.file.name}
                preview={pending.preview}
                busy={busy}
                onApply={() => void apply(pending)}
                onCancel={() => {
                  setPending(null);
                  setNotice(null);
                }}
              />
            ) : (
              <FundListTable
                list={list}
                rows={a.data}
                busy={busy}
                onRemove={(row) => void remove(row)}
              />
            )
          }
        </LoadState>
      </Stack>
      {/* Beside the list on a wide screen; under it, two columns on a tablet's. */}
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: '1fr' }} gap={4}>
        <FundRowForm list={list} busy={busy} onAdd={add} />
        {answer.state === 'ready' ? (
          <VersionsPanel
            versions={answer.data.versions}
            busy={busy}
            onRestore={(n) => void restore(n)}
            empty="Not changed on the desk yet: the first change keeps today’s list as version 1."
            detail={versionChange}
          />
        ) : null}
        <FundCsvHelp list={list} />
      </Grid>
    </Grid>
  );
}
