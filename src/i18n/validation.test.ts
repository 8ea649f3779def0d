import { describe, expect, it } from 'vitest';
import { msg } from '../contract/messages';
import { complaintSchema, toFieldErrors } from '../contract/schemas';
import { ValidationError } from 'yup';
import { gu } from './catalogs/gu';
import { hi } from './catalogs/hi';
import { languageFromHeader } from './languages';
import { createTranslator } from './translator';
import { translateError, type Translate } from './validation';

function errorsIn(values: object, translate?: Translate) {
  try {
    complaintSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return toFieldErrors(err, translate && ((e) => translateError(e, translate)));
  }
}

const valid = {
  fName: 'अनीता',
  lName: "ડી'સોઝા",
  email: 'anita@example.in',
  contactNo: '9876543210',
  department: 'DP',
  address: '12 MG Road, Pune',
  complain: 'Funds not received',
};

describe('validation messages per language, from the same schema', () => {
  it("keeps the specification's English exactly", () => {
    expect(errorsIn({ ...valid, fName: 'A', lName: '', contactNo: '98x' })).toEqual({
      fName: msg.firstNameMin,
      lName: msg.lastNameRequired,
      contactNo: msg.contactNoDigits,
    });
  });

  it('words the same rules in Hindi and Gujarati', () => {
    const bad = { ...valid, fName: 'A', lName: '', contactNo: '98x' };
    expect(errorsIn(bad, createTranslator('hi', hi))).toEqual({
      fName: 'पहला नाम कम से कम 2 अक्षरों का होना चाहिए',
      lName: 'उपनाम भरना अनिवार्य है',
      contactNo: 'संपर्क नंबर में केवल अंक होने चाहिए',
    });
    expect(errorsIn(bad, createTranslator('gu', gu))).toEqual({
      fName: 'પ્રથમ નામ ઓછામાં ઓછા 2 અક્ષરનું હોવું જોઈએ',
      lName: 'અટક ભરવી ફરજિયાત છે',
      contactNo: 'સંપર્ક નંબરમાં ફક્ત અંકો હોવા જોઈએ',
    });
  });

  it('accepts names in Devanagari and Gujarati script', () => {
    expect(errorsIn(valid)).toEqual({});
    expect(errorsIn({ ...valid, fName: 'ગીતા', lName: 'श्रीनिवासन' })).toEqual({});
  });

  it('translates a length limit with its number', () => {
    const error = new ValidationError('Must be at most 100 characters', '', 'email', 'max');
    error.params = { max: 100 };
    expect(translateError(error, createTranslator('hi', hi))).toBe('अधिकतम 100 अक्षर हो सकते हैं');
  });

  it('leaves a message the catalogue does not know in English', () => {
    const error = new ValidationError('Something new', '', 'x', 'custom');
    expect(translateError(error, createTranslator('gu', gu))).toBe('Something new');
  });
});

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,gu;q=0.9', 'en'],
    ['fr,gu;q=0.5', 'gu'],
    ['gu;q=0.4,hi;q=0.8', 'hi'],
    ['hi;q=0', 'en'],
    ['de', 'en'],
  ])('%j → %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});
