import { join } from 'node:path';
import type {
  ComplaintInput,
  ContactPageInput,
  FeedbackInput,
  QuickContactInput,
  StopTradeInput,
  WithdrawalInput,
} from '../../src/contract/schemas';
import { SubmissionLog } from './submissionLog';

/** Every stored submission carries its id and the server time it was received. */
interface Received {
  id: string;
  receivedAt: string;
}

export type QuickConnectRecord = Received &
  (
    | ({ variant: 'quick-contact' } & QuickContactInput)
    | ({ variant: 'contact-page' } & ContactPageInput)
  );
export type ComplaintRecord = Received &
  ComplaintInput & { complainNo: string; status: string; source: 'Web' | 'Kiosk' };
export type FeedbackRecord = Received & FeedbackInput;
/** The withdrawal's `password` is never stored. */
export type WithdrawalRecord = Received & Omit<WithdrawalInput, 'password'>;
export type StopTradeRecord = Received & StopTradeInput & { ackNo: string };

/** One lowdb file per kind of submission, in `<dataDir>/submissions/`. */
export function openSubmissions(dataDir: string) {
  const file = (name: string) => join(dataDir, 'submissions', `${name}.json`);
  return {
    quickConnect: new SubmissionLog<QuickConnectRecord>(file('quick-connect')),
    complaints: new SubmissionLog<ComplaintRecord>(file('complaints')),
    feedback: new SubmissionLog<FeedbackRecord>(file('feedback')),
    withdrawals: new SubmissionLog<WithdrawalRecord>(file('withdrawals')),
    stopTrade: new SubmissionLog<StopTradeRecord>(file('stop-trade')),
  };
}

export type Submissions = ReturnType<typeof openSubmissions>;
