import { specialSessionSchema, tradingHolidaySchema } from '../../../contract/deskSchemas';
import type { TradingCalendar } from '../../../contract/tradingCalendar';
import { addHoliday, addSpecialSession } from './calendarApi';
import { DeskForm } from '../shell/DeskForm';
import { InputField } from '../shell/FormFields';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';
import { useFormValues } from '../shell/useFormValues';

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
  const { values, setValues, bind } = useFormValues(EMPTY);
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
  const label = session ? 'Add a special session' : 'Add a trading holiday';
  return (
    <DeskForm
      label={label}
      message={message}
      busy={busy}
      submitLabel={session ? 'Add special session' : 'Add holiday'}
      onSubmit={() => submit(values)}
    >
      <InputField
        label="Date"
        error={errors.date}
        helper="The India calendar day, YYYY-MM-DD."
        placeholder="2027-01-26"
        {...bind('date')}
      />
      <InputField
        label="Name"
        error={errors.name}
        helper="As the exchanges' circular names it."
        placeholder={session ? 'Muhurat trading' : 'Diwali'}
        {...bind('name')}
      />
      {session ? (
        <>
          <InputField
            label="Opens (IST)"
            error={errors.open}
            helper="HH:MM, 24-hour."
            inputMode="numeric"
            placeholder="18:00"
            {...bind('open')}
          />
          <InputField
            label="Closes (IST)"
            error={errors.close}
            helper="After it opens."
            inputMode="numeric"
            placeholder="19:00"
            {...bind('close')}
          />
        </>
      ) : null}
    </DeskForm>
  );
}
