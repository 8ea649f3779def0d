import { describe, expect, it } from 'vitest';
import { LANGUAGES, INTL_LOCALE, type Language } from '../../i18n/languages';
import { complaintDueAt, freezeDueAt } from '../deadlines';
import { COMPLAINT_DUE_DAYS } from '../desk';
import { formatIst } from '../messages';
import { MESSAGE_KINDS, type MessageKind, type MessageValues } from '../notifications';
import { escapeHtml } from '../html';
import { renderMessage, smsValueNames } from './render';
import { guInvestor } from './templates.gu';
import { hiInvestor } from './templates.hi';
import { placeholders, wordings, type InvestorKind, type StaffKind } from './wording';

const SITE = 'https://www.vasundharasecurities.example';
const received = '2026-11-23T05:12:07.000Z';
const later = '2026-11-25T09:30:00.000Z';
const links = { scoresUrl: 'https://scores.sebi.gov.in', smartOdrUrl: 'https://smartodr.in' };
const complaint = {
  name: "Asha D'Souza",
  number: 'CMP-7K4Q-9XTD',
  lookupUrl: `${SITE}/complains?no=CMP-7K4Q-9XTD`,
};
const freeze = { clientCode: 'VS10293', number: 'FRZ-3M8P-2WQA', contactUrl: `${SITE}/contact-us` };
const withdrawal = { name: 'Ravi Patel', clientCode: 'VS10293' };
const desk = `${SITE}/desk/complaints`;

/** Every kind's values, as the server fills them (docs/contract.md §15). */
const SAMPLES: { [K in MessageKind]: MessageValues[K] } = {
  complaintReceived: {
    ...complaint,
    ...links,
    receivedAt: received,
    dueAt: complaintDueAt(new Date(received)).toISOString(),
  },
  complaintInProcess: complaint,
  complaintClosed: {
    ...complaint,
    ...links,
    closedAt: later,
    resolution: 'The brokerage was refunded on 24 Nov.\nSee your ledger.',
    contactUrl: `${SITE}/contact-us`,
    feedbackUrl: `${SITE}/feedback`,
  },
  complaintReopened: {
    ...complaint,
    dueAt: complaintDueAt(new Date(later)).toISOString(),
  },
  complaintMovedToOdr: {
    ...complaint,
    odrCaseNo: 'ODR/2026/000123',
    movedAt: later,
    smartOdrUrl: links.smartOdrUrl,
  },
  complaintCode: {
    number: complaint.number,
    code: '042917',
    minutes: '10',
    lookupUrl: complaint.lookupUrl,
  },
  complaintReply: { ...complaint, reply: 'We have refunded the brokerage.\nSee your ledger.' },
  freezeReceived: { clientCode: freeze.clientCode, number: freeze.number, receivedAt: received },
  freezeFrozen: { ...freeze, frozenAt: '2026-11-23T05:20:00.000Z' },
  freezeRejected: { ...freeze, reason: 'Client code not found' },
  withdrawalReceived: { ...withdrawal, receivedAt: received },
  withdrawalProcessed: { ...withdrawal, processedAt: later },
  withdrawalRejected: { ...withdrawal, reason: 'Insufficient free balance' },
  contactReceived: { name: 'Meera Shah', receivedAt: received },
  feedbackReceived: { name: 'Meera Shah', receivedAt: received },
  barrierReceived: {
    name: 'Meera Shah',
    number: 'ACC-7K4Q-9XTD',
    receivedAt: received,
    dueAt: later,
  },
  dataRequestCode: { code: '482913', minutes: '10' },
  dataRequestReceived: {
    name: 'Meera Shah',
    number: 'DPR-7K4Q-9XTD',
    right: 'Access',
    receivedAt: received,
    dueAt: later,
  },
  staffFreezeAlert: {
    clientCode: freeze.clientCode,
    number: freeze.number,
    receivedAt: received,
    dueAt: freezeDueAt(new Date(received)).toISOString(),
    deskUrl: `${SITE}/desk/freeze-requests`,
  },
  staffComplaintDueSoon: { number: complaint.number, dueAt: later, deskUrl: desk },
  staffComplaintOverdue: { number: complaint.number, dueAt: later, deskUrl: desk },
  staffComplaintEscalated: {
    number: complaint.number,
    step: 'Escalated to compliance',
    dueAt: later,
    deskUrl: desk,
  },
  staffFreezeLate: {
    clientCode: freeze.clientCode,
    number: freeze.number,
    dueAt: freezeDueAt(new Date(received)).toISOString(),
    deskUrl: `${SITE}/desk/freeze-requests`,
  },
};

const KINDS = Object.keys(MESSAGE_KINDS) as MessageKind[];
const render = (kind: MessageKind, language: Language) =>
  renderMessage(kind, SAMPLES[kind], language);

/** A value as the message words it: a time in IST in the message's language, else as given. */
const asWorded = (name: string, value: string, language: Language) =>
  name.endsWith('At') ? formatIst(value, INTL_LOCALE[language]) : value;

/** The text a reader sees in the HTML: its tags dropped, its entities read. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Latin names investors read untranslated in Hindi and Gujarati, as the catalogues keep them. */
const ALLOWED_LATIN = new Set([
  'SEBI',
  'SCORES',
  'SMART',
  'ODR',
  'SMS',
  'OTP',
  'IST',
  'PAN',
  'DLT',
]);
const CIRCULAR = 'SEBI/HO/MIRSD/POD-1/P/CIR/2024/4';

/**
 * The Latin-letter words of a message that are neither a value (names, numbers, links, the
 * worded times), a web or e-mail address, the freeze circular's number, nor an allowed name.
 */
function untranslated(kind: MessageKind, language: Language): string[] {
  const message = render(kind, language);
  const values = Object.entries(SAMPLES[kind]).flatMap(([name, value]) =>
    [asWorded(name, value, language), ...value.split('\n')].filter(Boolean),
  );
  let text = [message.subject, message.text, htmlText(message.html), message.sms].join('\n');
  for (const value of values.sort((a, b) => b.length - a.length))
    text = text.split(value).join(' ');
  text = text
    .split(CIRCULAR)
    .join(' ')
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
  return (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
}

describe('renderMessage', () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(KINDS)('%s carries every value in its subject, text or HTML', (kind) => {
      const message = render(kind, language);
      const worded = MESSAGE_KINDS[kind] === 'staff' ? 'en' : language;
      for (const [name, value] of Object.entries(SAMPLES[kind])) {
        const shown = asWorded(name, value, worded);
        for (const line of shown.split('\n')) {
          expect(message.text, name).toContain(line);
          expect(htmlText(message.html), name).toContain(line);
        }
        if (name.endsWith('Url')) expect(message.html).toContain(`href="${escapeHtml(value)}"`);
      }
      expect(message.subject).not.toBe('');
      expect(message.html).toContain(`<h1 `);
    });

    it.each(KINDS)('%s: the SMS carries its reference and is one line', (kind) => {
      const values: Record<string, string> = SAMPLES[kind];
      const sms = render(kind, language).sms;
      const worded = MESSAGE_KINDS[kind] === 'staff' ? 'en' : language;
      const receivedAt = asWorded('receivedAt', values.receivedAt ?? '', worded);
      // A code's SMS carries the code itself (it has no reference number yet).
      expect(sms).toContain(values.number ?? values.clientCode ?? values.code ?? receivedAt);
      expect(sms).not.toMatch(/[\r\n]/);
    });

    it('words the complaint received: number, IST times, due date, lookup link, SCORES and SMART ODR', () => {
      const values = SAMPLES.complaintReceived;
      const message = render('complaintReceived', language);
      const locale = INTL_LOCALE[language];
      expect(message.subject).toContain(values.number);
      expect(message.text).toContain(formatIst(received, locale));
      expect(message.text).toContain(
        formatIst(complaintDueAt(new Date(received)).toISOString(), locale),
      );
      expect(message.text).toContain(`${COMPLAINT_DUE_DAYS} `);
      expect(message.text).toContain(`${SITE}/complains?no=${values.number}`);
      expect(message.text).toMatch(/SCORES[\s\S]*SMART ODR/);
      expect(message.sms).toContain(formatIst(values.dueAt, locale));
      expect(message.sms).toContain(values.lookupUrl);
      expect(message.html).toContain(`<html lang="${language === 'en' ? 'en-IN' : language}">`);
    });
  });

  it.each(KINDS.filter((kind) => MESSAGE_KINDS[kind] === 'investor'))(
    '%s has no untranslated English in Hindi or Gujarati',
    (kind) => {
      expect(untranslated(kind, 'hi')).toEqual([]);
      expect(untranslated(kind, 'gu')).toEqual([]);
      // The check sees English where there is some: the English message is full of it.
      expect(untranslated(kind, 'en').length).toBeGreaterThan(3);
    },
  );

  it.each(KINDS.filter((kind) => MESSAGE_KINDS[kind] === 'investor') as InvestorKind[])(
    '%s: the SMS carries the same values in the same order in every language, no name or free text',
    (kind) => {
      const names = smsValueNames(kind);
      expect(placeholders(hiInvestor[kind].sms)).toEqual(names);
      expect(placeholders(guInvestor[kind].sms)).toEqual(names);
      expect(names).not.toContain('name');
      expect(names).not.toContain('reason');
      expect(names).not.toContain('resolution');
    },
  );

  it('keeps each English SMS within one 160-character GSM message', () => {
    for (const kind of KINDS) {
      const sms = render(kind, 'en').sms;
      expect(sms.length, `${kind}: ${sms}`).toBeLessThanOrEqual(160);
      expect(sms, kind).toMatch(/^[\x20-\x7e]*$/);
    }
  });

  it('escapes every value in the HTML and makes only web addresses links', () => {
    const name = `<script>alert("x")</script> & 'Co'`;
    const message = renderMessage(
      'complaintClosed',
      {
        ...SAMPLES.complaintClosed,
        name,
        resolution: '<b>Refunded</b> & "closed"',
        lookupUrl: `${SITE}/complains?no=1&x="><img src=x onerror=alert(1)>`,
        feedbackUrl: 'javascript:alert(1)',
      },
      'en',
    );
    expect(message.html).not.toMatch(/<script|<b>|<img|javascript:alert\(1\)"/i);
    expect(message.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;',
    );
    expect(message.html).toContain(
      `href="${SITE}/complains?no=1&amp;x=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"`,
    );
    expect(message.html).not.toContain('href="javascript:');
    expect(message.text).toContain(`Dear ${name},`);
  });

  it('never lets a line break in a value start a second subject line or header', () => {
    const message = renderMessage(
      'complaintReceived',
      {
        ...SAMPLES.complaintReceived,
        name: 'Asha\r\nBcc: victim@example.com',
        number: 'CMP-1\r\nBcc: victim@example.com\u2028X-Evil: 1\n',
      },
      'en',
    );
    expect(message.subject).toBe('Complaint CMP-1 Bcc: victim@example.com X-Evil: 1 received');
    expect(message.text).toContain('Dear Asha Bcc: victim@example.com,');
    expect(message.sms).not.toMatch(/[\r\n\u2028]/);
  });

  it('keeps the lines of a resolution: as lines in the text, as <br> in the HTML', () => {
    const message = render('complaintClosed', 'en');
    expect(message.text).toContain('The brokerage was refunded on 24 Nov.\nSee your ledger.');
    expect(message.html).toContain('The brokerage was refunded on 24 Nov.<br>See your ledger.');
  });

  it('sends the staff alerts in English, the desk language, whatever language is asked', () => {
    for (const kind of KINDS.filter((k) => MESSAGE_KINDS[k] === 'staff')) {
      expect(render(kind, 'hi')).toEqual(render(kind, 'en'));
      expect(render(kind, 'gu').html).toContain('<html lang="en-IN">');
    }
  });

  it('refuses a time value that is not an instant rather than sending it garbled', () => {
    expect(() =>
      renderMessage('contactReceived', { name: 'Meera', receivedAt: 'yesterday' }, 'hi'),
    ).toThrow('receivedAt is not a time');
  });
});

describe('wordings', () => {
  const staffWords = { subject: 'x', heading: 'h', paragraphs: [], sms: '{number}' };
  it('holds every language to its kinds and every placeholder to a value (checked by tsc -b)', () => {
    // @ts-expect-error staffComplaintOverdue is missing
    wordings<StaffKind>()({ staffFreezeAlert: staffWords, staffComplaintDueSoon: staffWords });
    wordings<StaffKind>()({
      staffFreezeAlert: staffWords,
      staffComplaintDueSoon: staffWords,
      staffComplaintEscalated: staffWords,
      staffFreezeLate: staffWords,
      // @ts-expect-error {name} is no value of an overdue complaint's alert
      staffComplaintOverdue: { ...staffWords, paragraphs: ['Dear {name}'] },
    });
    wordings<StaffKind>()({
      staffFreezeAlert: staffWords,
      staffComplaintDueSoon: staffWords,
      staffComplaintOverdue: staffWords,
      staffComplaintEscalated: staffWords,
      staffFreezeLate: staffWords,
      // @ts-expect-error a kind the language does not word
      complaintReceived: staffWords,
    });
    const all = {
      staffFreezeAlert: staffWords,
      staffComplaintDueSoon: staffWords,
      staffComplaintOverdue: staffWords,
      staffComplaintEscalated: staffWords,
      staffFreezeLate: staffWords,
    };
    expect(wordings<StaffKind>()(all)).toBe(all);
  });
});
