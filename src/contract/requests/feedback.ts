// Feedback (docs/contract.md §5): read by grievance, no time limit.
import { routes } from '../api';
import { paths } from '../routes';
import type { FeedbackInput } from '../schemas';
import { personFields } from './fields';
import type { QueueState, RequestKind } from './kind';
import { READ_QUEUE, emailAndMobile, numberlessAnswer, schemaNamed } from './parts';
import { RETENTION } from './retention';
import { clip, fullName } from './words';

export type FeedbackRecord = FeedbackInput & QueueState;

export const feedback = {
  name: 'feedback',
  path: routes.feedback,
  schemaFor: schemaNamed('feedbackSchema'),
  record: (input): FeedbackRecord => input,
  collection: { name: 'feedback', indexed: [], search: ['fName', 'lName', 'email', 'contactNo'] },
  answer: numberlessAnswer('feedback.saved'),
  queue: {
    ...READ_QUEUE,
    name: 'feedback',
    title: 'Feedback',
    sender: fullName,
    summary: (r) => `${r.modeOfCommute}: ${clip(r.feedback)}`,
  },
  fields: {
    ...personFields,
    modeOfCommute: { label: 'Heard of us through' },
    feedback: { label: 'Feedback' },
  },
  receipt: {
    title: 'Feedback received',
    numberLabel: 'Reference',
    next: 'Thank you. Our team reads every feedback and uses it to serve you better.',
  },
  tiles: [
    {
      key: 'feedback',
      label: 'Give feedback',
      hint: 'Tell us how we are doing',
      icon: 'messageHeart',
      to: paths.feedback,
    },
  ],
  notices: {
    to: emailAndMobile,
    received: (r) => ({
      kind: 'feedbackReceived',
      values: { name: fullName(r), receivedAt: r.createdAt },
    }),
  },
  privacy: {
    collects: 'your name, e-mail, mobile number and address, and what you write',
    purpose: 'read your feedback and reply to you',
    ...RETENTION.consent,
  },
} as const satisfies RequestKind<FeedbackInput, FeedbackRecord, Record<string, never>>;
