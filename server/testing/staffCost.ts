// The password hash cost of the tests' staff accounts. A hash carries its own scrypt parameters
// (server/desk/password.ts), so an account hashed at this cost signs in through the same
// verifyPassword as a real one, at about a thirtieth of the production cost's time and memory:
// the suites create and sign in hundreds of accounts. Real accounts (the staff CLI, the admin's
// desk screen) keep SCRYPT_COST, which password.test.ts checks.
import type { ScryptCost } from '../desk/password';

export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
