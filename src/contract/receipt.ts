// The kiosk's take-away receipt (docs/contract.md §14). What it says of each kind of request is
// the kind's declaration (`receipt` in src/contract/requests/<kind>.ts); here are the words every
// receipt shares. It never carries e-mail, phone, address, PAN or amount: only these texts, the
// firm, the branch, the time and the reference number.
import { REQUEST_KINDS, type AnyRequestKind, type ReceiptDeclaration } from './requests';

type KindWithReceipt = Extract<AnyRequestKind, { receipt: ReceiptDeclaration }>;
/** The kinds the kiosk prints a receipt for. */
export type ReceiptKind = KindWithReceipt['name'];

/** Each receipt kind's declared texts, by the kind's name. */
export const RECEIPTS = Object.fromEntries(
  REQUEST_KINDS.flatMap((kind) => ('receipt' in kind ? [[kind.name, kind.receipt]] : [])),
) as Readonly<Record<ReceiptKind, ReceiptDeclaration>>;

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
} as const;

/** The kiosk catalogue's keys for a kind's receipt texts (enKiosk.ts; Hindi and Gujarati too). */
export const receiptKeys = (kind: ReceiptKind) =>
  ({
    title: `kiosk.${kind}Title`,
    numberLabel: `kiosk.${kind}Number`,
    next: `kiosk.${kind}Next`,
  }) as const;

type ReceiptKey = ReturnType<typeof receiptKeys>[keyof ReturnType<typeof receiptKeys>];

/** The English of every kind's receipt, under its catalogue keys (enKiosk.ts). */
export const receiptMessages = Object.fromEntries(
  (Object.keys(RECEIPTS) as ReceiptKind[]).flatMap((kind) => {
    const keys = receiptKeys(kind);
    const text = RECEIPTS[kind];
    return [
      [keys.title, text.title],
      [keys.numberLabel, text.numberLabel],
      [keys.next, text.next],
    ];
  }),
) as Record<ReceiptKey, string>;
