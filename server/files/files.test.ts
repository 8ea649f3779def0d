import { describe, expect, it } from 'vitest';
import { safeFileIn } from './files';

const folder = '/srv/data/files';

describe('safeFileIn', () => {
  it('resolves a plain file name inside the folder', () => {
    expect(safeFileIn(folder, 'kyc form.pdf')).toBe('/srv/data/files/kyc form.pdf');
    expect(safeFileIn(folder, '..hidden-looking.pdf')).toBe('/srv/data/files/..hidden-looking.pdf');
  });

  it.each(['', '.', '..', '../x.pdf', 'a/b.pdf', '/etc/passwd', '..\\x.pdf', 'a\\b', 'x\0.pdf'])(
    'refuses %j',
    (name) => {
      expect(safeFileIn(folder, name)).toBeNull();
    },
  );
});
