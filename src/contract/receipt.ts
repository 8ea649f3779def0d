// The kiosk's take-away receipt (docs/contract.md §14): what it says for each kind of request.
// It never carries e-mail, phone, address, PAN or amount: only what is in these texts, the firm,
// the branch, the time and the reference number.
import { COMPLAINT_DUE_DAYS } from './desk';

export type ReceiptKind = 'complaint' | 'freeze' | 'withdrawal' | 'feedback';

export interface ReceiptData {
  kind: ReceiptKind;
  /** The complaint or acknowledgement number; withdrawal and feedback answers carry none. */
  number?: string;
  /** ISO time the request was accepted. */
  receivedAt: string;
}

export const receiptText = {
  printButton: 'Print receipt',
  printing: 'Printing…',
  printed: 'Please take your receipt from the printer.',
  printFailed:
    'The printer is not working right now. Please note the number or ask at the counter.',
  scanToTrack: 'Scan to track your complaint on your phone',
  heading: 'Receipt',
  branch: 'Branch',
  dateTime: 'Received',
  whatNext: 'What happens next',
  keep: 'Keep this receipt. It carries no personal details.',
  kinds: {
    complaint: {
      title: 'Complaint registered',
      numberLabel: 'Complaint number',
      next: `We will resolve your complaint within ${COMPLAINT_DUE_DAYS} calendar days. Scan the code or open our website's Support / Query page and enter the number to see its status.`,
    },
    freeze: {
      title: 'Trading freeze request received',
      numberLabel: 'Acknowledgement number',
      next: 'Received Mon–Fri between 09:00 and 15:30 IST, your online trading is frozen within 15 minutes; otherwise before the market opens at 09:15 on the next trading day. Pending orders are cancelled.',
    },
    withdrawal: {
      title: 'Fund withdrawal request received',
      numberLabel: 'Reference',
      next: 'Our operations team checks and processes your request. Funds are paid only to the bank account registered with your trading account.',
    },
    feedback: {
      title: 'Feedback received',
      numberLabel: 'Reference',
      next: 'Thank you. Our team reads every feedback and uses it to serve you better.',
    },
  },
} as const;
