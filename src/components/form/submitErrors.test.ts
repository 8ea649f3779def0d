import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiResponseError } from '../../lib/api';
import { failureMessage, toSubmitErrors } from './submitErrors';

describe('toSubmitErrors', () => {
  it("puts a 400's field messages under their fields and error.message on the form", () => {
    const err = new ApiResponseError(400, 'Please correct the highlighted fields', {
      email: 'Invalid email format',
      contactNo: 'Contact number cannot exceed 10 digits',
    });
    expect(toSubmitErrors(err)).toEqual({
      email: 'Invalid email format',
      contactNo: 'Contact number cannot exceed 10 digits',
      [FORM_ERROR]: 'Please correct the highlighted fields',
    });
  });

  it('keeps only the form-level message for other server errors', () => {
    const err = new ApiResponseError(503, 'We could not save your request. Please try again.');
    expect(toSubmitErrors(err)).toEqual({
      [FORM_ERROR]: 'We could not save your request. Please try again.',
    });
  });

  it("shows a thrown request error's own message", () => {
    const err = new ApiNetworkError();
    expect(toSubmitErrors(err)).toEqual({ [FORM_ERROR]: err.message });
    expect(failureMessage(err)).toMatch(/could not reach our server/);
  });

  it('still says something for a value that is not an Error', () => {
    expect(failureMessage('boom')).toBe('Something went wrong. Please try again.');
  });
});
