import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { enForms } from '../../i18n/catalogs/enForms';
import { gu } from '../../i18n/catalogs/gu';
import { createTranslator } from '../../i18n/translator';
import { ApiNetworkError, ApiResponseError } from '../../lib/api';
import { failureMessage, toSubmitErrors } from './submitErrors';

const t = createTranslator('en', enForms);

describe('toSubmitErrors', () => {
  it("puts a 400's field messages under their fields and error.message on the form", () => {
    const err = new ApiResponseError(400, 'Please correct the highlighted fields', {
      email: 'Invalid email format',
      contactNo: 'Contact number cannot exceed 10 digits',
    });
    expect(toSubmitErrors(err, t)).toEqual({
      email: 'Invalid email format',
      contactNo: 'Contact number cannot exceed 10 digits',
      [FORM_ERROR]: 'Please correct the highlighted fields',
    });
  });

  it('keeps only the form-level message for other server errors', () => {
    const err = new ApiResponseError(503, 'We could not save your request. Please try again.');
    expect(toSubmitErrors(err, t)).toEqual({
      [FORM_ERROR]: 'We could not save your request. Please try again.',
    });
  });

  it('says the server could not be reached when there was no answer', () => {
    const err = new ApiNetworkError();
    expect(toSubmitErrors(err, t)).toEqual({ [FORM_ERROR]: err.message });
    expect(failureMessage(err, t)).toMatch(/could not reach our server/);
  });

  it('still says something for a value that is not an Error', () => {
    expect(failureMessage('boom', t)).toBe('Something went wrong. Please try again.');
  });

  it("words its own messages in the visitor's language", () => {
    const gujarati = createTranslator('gu', gu);
    expect(failureMessage(new ApiNetworkError(), gujarati)).toBe(gu['form.networkError']);
    expect(failureMessage('boom', gujarati)).toBe(gu['form.failed']);
  });
});
