import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuPlus } from 'react-icons/lu';
import { OptionSelect } from '../../../components/OptionSelect';
import { FUND_LISTS, type AnyFundRow, type FundList } from '../../../contract/fundLists';
import type { FieldErrors } from '../../../contract/schemas';
import { fetchFundList } from './fundListApi';
import { COLUMN_LABEL, columnsOf } from './fundListText';
import { useLoad } from '../shell/useLoad';

/** The AMC and category lists a new scheme picks from (none for the other lists). */
const choicesOf = async (list: FundList) => {
  if (list !== 'schemes') return null;
  const [amcs, categories] = await Promise.all([
    fetchFundList('amcs'),
    fetchFundList('categories'),
  ]);
  return {
    AMCName: amcs.data.map((a) => a.AMCName),
    CategoryName: categories.data.map((c) => c.CategoryName),
  } as Partial<Record<string, string[]>>;
};

/** Adds one row at the end of the list; the server checks it as it checks an imported row. */
export function FundRowForm({
  list,
  busy,
  onAdd,
}: {
  list: FundList;
  busy: boolean;
  /** Resolves with the problems by column, or null once added. */
  onAdd: (row: AnyFundRow) => Promise<FieldErrors | null>;
}) {
  const [choices] = useLoad(() => choicesOf(list), list);
  const [row, setRow] = useState<AnyFundRow>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = await onAdd(row);
    setErrors(problems ?? {});
    if (!problems) setRow({});
  };
  const noun = FUND_LISTS[list].noun;
  return (
    <Stack
      as="form"
      aria-label={`Add a ${noun}`}
      onSubmit={(e) => void submit(e)}
      layerStyle="card"
      p={4}
      gap={3}
    >
      <Text fontWeight="semibold" color="brand.800">
        Add {list === 'amcs' ? 'an' : 'a'} {noun}
      </Text>
      {columnsOf(list).map((column) => {
        const options = choices.state === 'ready' ? choices.data?.[column] : undefined;
        const field = {
          value: row[column] ?? '',
          onChange: (e: { currentTarget: { value: string } }) =>
            setRow({ ...row, [column]: e.currentTarget.value }),
        };
        return (
          <Field.Root key={column} invalid={Boolean(errors[column])}>
            <Field.Label fontSize="sm">{COLUMN_LABEL[column]}</Field.Label>
            {options ? (
              <OptionSelect size="sm" blank="Choose…" options={options} {...field} />
            ) : (
              <Input size="sm" {...field} />
            )}
            <Field.ErrorText>{errors[column]}</Field.ErrorText>
          </Field.Root>
        );
      })}
      <Button type="submit" size="sm" colorPalette="brand" variant="outline" loading={busy}>
        <LuPlus /> Add {noun}
      </Button>
    </Stack>
  );
}
