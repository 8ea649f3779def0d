// The Quick Contact dialog's and the contact page's messages (docs/contract.md §5, §7).
import { routes } from '../api';
import { paths } from '../routes';
import type { ContactPageInput, ContactPagePayload, QuickContactInput } from '../schemas';
import { contactFields, field } from './fields';
import type { QueueState, RequestKind } from './kind';
import { loadSchemas } from './loadSchemas';
import { READ_QUEUE, contactReceived, numberlessAnswer } from './parts';
import { RETENTION } from './retention';
import { clip } from './words';

export type ContactMessageRecord = (
  | ({ variant: 'quick-contact' } & QuickContactInput)
  | ({ variant: 'contact-page' } & ContactPageInput)
) &
  QueueState;

export const contactMessage = {
  name: 'contactMessage',
  path: routes.quickConnect,
  // One path, two payloads. The variant is chosen by the contact page's validated marker, not by
  // which fields were sent, so leaving fields out never means weaker rules.
  schemaFor: async (body) => (await loadSchemas()).quickConnectSchemaFor(body),
  record: (input): ContactMessageRecord => {
    if (!('form' in input)) return { variant: 'quick-contact', ...input };
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the marker only chose the rules
    const { form, ...fields } = input;
    return { variant: 'contact-page', ...fields };
  },
  collection: {
    name: 'quick-connect',
    indexed: [],
    search: ['name', 'email', 'contactNo', 'phone'],
  },
  answer: numberlessAnswer('contact.saved'),
  queue: {
    ...READ_QUEUE,
    name: 'messages',
    title: 'Messages',
    sender: (r) => r.name,
    summary: (r) => `${r.subject}: ${clip(r.message)}`,
  },
  fields: {
    variant: { label: 'Sent from', show: 'words' },
    ...contactFields,
    phone: { label: 'Phone', pii: 'tail', sealed: true },
    subject: field.subject,
    message: { label: 'Message' },
  },
  tiles: [
    {
      key: 'contact',
      label: 'Contact the branch',
      hint: 'Addresses, phone numbers and a message to us',
      icon: 'phone',
      to: paths.contactUs,
    },
  ],
  notices: {
    // The contact page asks for a phone number, the Quick Contact dialog for a mobile number.
    to: (r) => ({ email: r.email, mobile: r.variant === 'quick-contact' ? r.contactNo : r.phone }),
    received: contactReceived((r) => r.name),
  },
  privacy: {
    collects: 'your name, e-mail and phone number, and your message',
    purpose: 'answer your message',
    ...RETENTION.consent,
    keeps: ['variant'],
  },
} as const satisfies RequestKind<
  QuickContactInput | ContactPagePayload,
  ContactMessageRecord,
  Record<string, never>
>;
