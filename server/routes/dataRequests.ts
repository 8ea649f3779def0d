// A data principal's one-time code (docs/contract.md §7c): sent to the one address the request
// will give (the e-mail address, else the mobile number), through the outbox, kept hashed with
// its address's hash as the proof's ref (server/investor/oneTimeCode.ts, as the complaint's own
// voice uses it). The request itself is the kind's derived POST, which asks for the code
// (server/routes/submissions.ts, `proof`).
import type Router from '@koa/router';
import { routes, type ApiAnswers } from '../../src/contract/api';
import { CODE_RULES, voiceMsg } from '../../src/contract/investorVoice';
import { dataRequestCodeSchema } from '../../src/contract/schemas';
import { dataRequest } from '../../src/contract/requests/dataRequest';
import { maskValue } from '../desk/mask';
import { requestLanguage, translateFor } from '../http/i18n';
import { validBody } from '../http/validate';
import { addressRef, askCode } from '../investor/oneTimeCode';
import { draftMessages } from '../notify/notices';
import type { Store } from '../store/types';

export function dataRequestRoutes(router: Router, store: Store, now: () => Date): void {
  router.post(routes.dataRequestCode, async (ctx) => {
    const input = await validBody(ctx, dataRequestCodeSchema);
    const t = translateFor(ctx);
    const address = dataRequest.proof.address(input);
    const ref = addressRef(dataRequest.collection.name, address);
    const to = address.channel === 'email' ? { email: address.to } : { mobile: address.to };
    const asked = await askCode(store, ref, now(), (code, issued) =>
      draftMessages(
        { kind: 'dataRequestCode', values: { code, minutes: String(CODE_RULES.validMinutes) } },
        to,
        {
          language: requestLanguage(ctx),
          // No record yet: the messages are about the proof, named by its hashed ref.
          about: { collection: dataRequest.collection.name, id: ref },
          event: `${ref}/code/${issued}`,
        },
      ),
    );
    if (!asked.ok) {
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(asked.retryAfterMs / 1000))));
      return ctx.throw(429, t('dataRequest.tooManyCodes'));
    }
    const sentTo = maskValue(address.channel === 'email' ? 'email' : 'tail', address.to);
    ctx.status = 202;
    ctx.body = {
      message: t(voiceMsg.codeSent, { sentTo, minutes: CODE_RULES.validMinutes }),
      data: { sentTo, validMinutes: CODE_RULES.validMinutes },
    } satisfies ApiAnswers['dataRequestCode'];
  });
}
