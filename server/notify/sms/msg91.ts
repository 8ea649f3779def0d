// MSG91's Flow API (v5), which sends a DLT-registered template: POST
// https://control.msg91.com/api/v5/flow with the account's key in the `authkey` header and a JSON
// body naming the template, whether to shorten links, and per recipient the number in
// international form without "+" (91XXXXXXXXXX) and the template's variables by their names.
// Documented at https://docs.msg91.com/sms/send-sms (earlier edition, with `sender`:
// https://control.msg91.com/apidoc/textsms/send-sms-flow.php). An accepted SMS is answered
// { "type": "success", "message": <request id> }; a refusal { "type": "error", "message", "code"? },
// sometimes with HTTP 200. The template registered at MSG91 names its variables ##var1##,
// ##var2##, … in the order of variables.ts (README, SMS).
import { errorCode, postJson, probe } from './http';
import type { SmsProviderFactory } from './provider';
import { SendError } from '../transport';

export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

export const msg91: SmsProviderFactory = (settings) => {
  const url = settings.apiUrl ?? MSG91_FLOW_URL;
  const codeOf = (answer: unknown) => errorCode((answer as { code?: unknown } | undefined)?.code);
  return {
    name: 'msg91',
    async send({ templateId, mobile, variables }, signal) {
      const answer = await postJson('msg91', url, {
        headers: { authkey: settings.authKey },
        body: {
          template_id: templateId,
          short_url: settings.shortUrl ? '1' : '0',
          ...(settings.senderId ? { sender: settings.senderId } : {}),
          recipients: [
            {
              mobiles: `91${mobile}`,
              ...Object.fromEntries(variables.map((value, i) => [`var${i + 1}`, value])),
            },
          ],
        },
        signal,
        codeOf,
      });
      if ((answer as { type?: unknown } | undefined)?.type !== 'success') {
        const code = codeOf(answer);
        throw new SendError(`msg91: refused${code ? ` (code ${code})` : ''}`, true);
      }
    },
    check: (signal) => probe('msg91', url, signal),
  };
};
