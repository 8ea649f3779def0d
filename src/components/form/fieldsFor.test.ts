// Type-level checks, enforced by `tsc -b` (npm run typecheck): an unused @ts-expect-error fails it.
import { describe, expectTypeOf, it } from 'vitest';
import type { ComplaintInput, StopTradeInput } from '../../contract/schemas';
import { MODES_OF_COMMUTE } from '../../contract/choices';
import { fieldsFor, optionWords } from './fieldsFor';

type Fields<T extends object> = ReturnType<typeof fieldsFor<T>>;
type NameOf<C extends (props: never) => unknown> = Parameters<C>[0]['name'];

describe('fieldsFor', () => {
  it("types every field's name with the schema's field names", () => {
    type Complaint = Fields<ComplaintInput>;
    expectTypeOf<NameOf<Complaint['TextField']>>().toEqualTypeOf<keyof ComplaintInput>();
    expectTypeOf<NameOf<Complaint['SelectField']>>().toEqualTypeOf<keyof ComplaintInput>();
    expectTypeOf<NameOf<Fields<StopTradeInput>['PhoneField']>>().toEqualTypeOf<
      keyof StopTradeInput
    >();
  });

  it('rejects a name the schema does not have', () => {
    // The contract spells it `clinetCode` (docs/contract.md §7): the usual spelling is a typo here.
    // @ts-expect-error 'clientCode' is not a field of ComplaintInput
    const typo: NameOf<Fields<ComplaintInput>['TextField']> = 'clientCode';
    expectTypeOf(typo).toBeString();
  });

  it('wants one catalogue key per select option', () => {
    // @ts-expect-error one key for ten options
    optionWords(MODES_OF_COMMUTE, ['feedback.heardRepresentative']);
  });
});
