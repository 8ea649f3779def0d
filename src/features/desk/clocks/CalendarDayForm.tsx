import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { specialSessionSchema, tradingHolidaySchema } from '../../../contract/deskSchemas';
import type { TradingCalendar } from '../../../contract/tradingCalendar';
import { addHoliday, addSpecialSession } from './calendarApi';
import { DeskField } from '../shell/DeskField';
import { DeskForm } from '../shell/DeskForm';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';

const EMPTY = { date: '', name: '', open: '', close: '' };

/**
 * An admin adds a trading holiday, or (`session`) a special session with its hours, to the
 * calendar every freeze clock reads (docs/contract.md §11, Trading calendar).
 */
export function CalendarDayForm({
  session = false,
  onSaved,
}: {
  session?: boolean;
  onSaved: (calendar: TradingCalendar, message: string) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const { errors, message, busy, submit } = useCheckedSubmit(
    session ? specialSessionSchema : tradingHolidaySchema,
    async (entry: typeof EMPTY) => {
      const { date, name, open, close } = entry;
      const saved = session
        ? await addSpecialSession({ date, name, open, close })
        : await addHoliday({ date, name });
      setValues(EMPTY);
      onSaved(saved, `${name} (${date}) is in the calendar.`);
    },
  );
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const label = session ? 'Add a special session' : 'Add a trading holiday';
  return (
    <DeskForm
      label={label}
      message={message}
      busy={busy}
      submitLabel={session ? 'Add special session' : 'Add holiday'}
      onSubmit={() => submit(values)}
    >
      <DeskField label="Date" error={errors.date} helper="The India calendar day, YYYY-MM-DD.">
        <Input {...field('date')} placeholder="2027-01-26" />
      </DeskField>
      <DeskField label="Name" error={errors.name} helper="As the exchanges' circular names it.">
        <Input {...field('name')} placeholder={session ? 'Muhurat trading' : 'Diwali'} />
      </DeskField>
      {session ? (
        <>
          <DeskField label="Opens (IST)" error={errors.open} helper="HH:MM, 24-hour.">
            <Input inputMode="numeric" {...field('open')} placeholder="18:00" />
          </DeskField>
          <DeskField label="Closes (IST)" error={errors.close} helper="After it opens.">
            <Input inputMode="numeric" {...field('close')} placeholder="19:00" />
          </DeskField>
        </>
      ) : null}
    </DeskForm>
  );
}
