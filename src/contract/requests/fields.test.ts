import { describe, expect, it } from 'vitest';
import { mergeFields } from './fields';
import { REQUEST_FIELDS, REQUEST_KINDS } from './index';

describe('the request kinds’ field declarations', () => {
  it('give a field name one label, mask and display in every kind that stores it', () => {
    for (const kind of REQUEST_KINDS) {
      for (const [name, declared] of Object.entries(kind.fields)) {
        expect({ kind: kind.name, name, declared }).toEqual({
          kind: kind.name,
          name,
          declared: REQUEST_FIELDS[name],
        });
      }
    }
  });

  it('are merged by field name, a later kind adding its own fields', () => {
    const merged = mergeFields([
      { fields: { contactNo: { label: 'Mobile number', pii: 'tail' } } },
      { fields: { callNo: { label: 'Call-back number' }, contactNo: undefined } },
    ]);
    expect(merged).toEqual({
      contactNo: { label: 'Mobile number', pii: 'tail' },
      callNo: { label: 'Call-back number' },
    });
  });
});
