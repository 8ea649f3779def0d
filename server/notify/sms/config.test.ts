import { describe, expect, it } from 'vitest';
import { screamingSnake, smsConfig, smsTemplateId } from './config';

describe('smsConfig: the SMS settings from the environment', () => {
  it('nothing set: no provider, no templates, the default time-out', () => {
    expect(smsConfig({})).toEqual({ templates: {}, timeoutMs: 10_000 });
  });

  it('reads the provider, its settings and each kind’s template ids', () => {
    const config = smsConfig({
      SMS_PROVIDER: 'MSG91',
      SMS_AUTH_KEY: ' 123456AbCdEf ',
      SMS_SENDER_ID: 'invdsk',
      SMS_API_URL: 'http://127.0.0.1:9/api/v5/flow',
      SMS_SHORT_URL: '1',
      SMS_TIMEOUT_SECONDS: '4',
      SMS_TEMPLATE_COMPLAINT_RECEIVED: '1107161234567890123',
      SMS_TEMPLATE_COMPLAINT_RECEIVED_HI: '1107161234567890999',
      SMS_TEMPLATE_STAFF_COMPLAINT_DUE_SOON: '64f0c0ffee',
      SMS_TEMPLATE_FREEZE_FROZEN: '',
    });
    expect(config).toEqual({
      provider: {
        name: 'msg91',
        settings: {
          authKey: '123456AbCdEf',
          senderId: 'INVDSK',
          apiUrl: 'http://127.0.0.1:9/api/v5/flow',
          shortUrl: true,
        },
      },
      templates: {
        complaintReceived: { all: '1107161234567890123', hi: '1107161234567890999' },
        staffComplaintDueSoon: { all: '64f0c0ffee' },
      },
      timeoutMs: 4000,
    });
    // A language's own template first, the kind's for the other languages, none for other kinds.
    expect(smsTemplateId(config, 'complaintReceived', 'hi')).toBe('1107161234567890999');
    expect(smsTemplateId(config, 'complaintReceived', 'gu')).toBe('1107161234567890123');
    expect(smsTemplateId(config, 'freezeFrozen', 'en')).toBeUndefined();
  });

  it('names each kind as its variable spells it', () => {
    expect(screamingSnake('staffComplaintDueSoon')).toBe('STAFF_COMPLAINT_DUE_SOON');
  });

  const msg91 = { SMS_PROVIDER: 'msg91', SMS_AUTH_KEY: 'k' };
  it.each([
    [{ SMS_PROVIDER: 'twilio' }, 'SMS_PROVIDER must be one of msg91, not "twilio"'],
    [{ SMS_PROVIDER: 'msg91' }, 'SMS_AUTH_KEY must be set to the msg91 account'],
    [{ SMS_AUTH_KEY: 'k' }, 'SMS_AUTH_KEY is set but SMS_PROVIDER is not'],
    [{ ...msg91, SMS_SENDER_ID: 'INV-DSK' }, 'SMS_SENDER_ID must be the 6-letter DLT header'],
    [{ ...msg91, SMS_API_URL: 'control.msg91.com' }, 'SMS_API_URL must be an http(s) URL'],
    [{ ...msg91, SMS_API_URL: 'ftp://h/flow' }, 'SMS_API_URL must be an http(s) URL'],
    [{ ...msg91, SMS_SHORT_URL: 'maybe' }, 'SMS_SHORT_URL must be 1 or 0'],
    [{ SMS_TIMEOUT_SECONDS: '0' }, 'SMS_TIMEOUT_SECONDS must be a whole number of at least 1'],
    [
      { SMS_TEMPLATE_COMPLAINT_RECIEVED: '1107' },
      'SMS_TEMPLATE_COMPLAINT_RECIEVED names no message kind: use SMS_TEMPLATE_<KIND> or SMS_TEMPLATE_<KIND>_<EN|HI|GU> with a KIND of COMPLAINT_RECEIVED, COMPLAINT_IN_PROCESS,',
    ],
    [{ SMS_TEMPLATE_COMPLAINT_RECEIVED_FR: '1107' }, 'names no message kind'],
    [
      { SMS_TEMPLATE_COMPLAINT_RECEIVED: '1107 16' },
      'SMS_TEMPLATE_COMPLAINT_RECEIVED must be a template id (letters and digits), not "1107 16"',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => smsConfig(env)).toThrow(message);
  });

  it('refuses a key with a space without quoting the key', () => {
    const secret = 'AbCd1234 EfGh5678';
    expect(() => smsConfig({ SMS_PROVIDER: 'msg91', SMS_AUTH_KEY: secret })).toThrow(
      'SMS_AUTH_KEY must be one word of printable characters, without spaces',
    );
    try {
      smsConfig({ SMS_PROVIDER: 'msg91', SMS_AUTH_KEY: secret });
    } catch (err) {
      expect(String(err)).not.toContain('AbCd1234');
    }
  });
});
