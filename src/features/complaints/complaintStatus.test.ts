import { describe, expect, it } from 'vitest';
import { enComplaint } from '../../i18n/catalogs/enComplaint';
import { hi } from '../../i18n/catalogs/hi';
import { createTranslator } from '../../i18n/translator';
import { complaintStatusAlert as alertIn } from './complaintStatus';
import type { ComplaintStatusView } from '../../contract/entities';

const english = createTranslator('en', enComplaint);
const complaintStatusAlert = (c: ComplaintStatusView) => alertIn(c, english, true);

const complaint = { complainNo: 'CMP-7K4Q-9XTD', fName: 'Anita', lName: 'Desai' };

describe('complaintStatusAlert', () => {
  it.each([
    { status: 'In Process', tone: 'info', says: 'is currently in process.' },
    { status: 'Closed', tone: 'success', says: 'is closed.' },
  ] as const)('shows $status as a $tone alert', ({ status, tone, says }) => {
    expect(complaintStatusAlert({ ...complaint, status })).toEqual({
      tone,
      text: `Dear Anita Desai, your complaint CMP-7K4Q-9XTD ${says}`,
      status,
    });
  });

  it.each(['Open', '', 'Pending', 'Escalated'])('treats %j as open (neutral alert)', (status) => {
    expect(complaintStatusAlert({ ...complaint, status })).toEqual({
      tone: 'neutral',
      text: 'Dear Anita Desai, your complaint CMP-7K4Q-9XTD is currently open. We will start working on it soon.',
      status: status || 'Open',
    });
  });

  it('reads a status staff typed with other case or spacing as what it says', () => {
    expect(complaintStatusAlert({ ...complaint, status: ' in  process ' }).tone).toBe('info');
    expect(complaintStatusAlert({ ...complaint, status: 'CLOSED' }).tone).toBe('success');
  });

  it('words the alert and names the status in Hindi, with a Devanagari name as given', () => {
    const alert = alertIn(
      { complainNo: 'CMP-7K4Q-9XTD', fName: 'अनीता', lName: 'देसाई', status: 'closed' },
      createTranslator('hi', hi),
      false,
    );
    expect(alert).toEqual({
      tone: 'success',
      text: 'प्रिय अनीता देसाई, आपकी शिकायत CMP-7K4Q-9XTD बंद कर दी गई है।',
      status: 'बंद',
    });
  });

  it('says in a plain sentence that a complaint moved to SMART ODR continues there', () => {
    expect(complaintStatusAlert({ ...complaint, status: 'Moved to ODR' })).toEqual({
      tone: 'neutral',
      text: "Dear Anita Desai, your complaint CMP-7K4Q-9XTD has moved to SEBI's online dispute resolution (SMART ODR) portal at your request. Its conciliation continues there, and we take part in it.",
      status: 'Moved to ODR',
    });
    const hindi = alertIn(
      { ...complaint, status: 'Moved to ODR' },
      createTranslator('hi', hi),
      false,
    );
    expect(hindi).toMatchObject({ tone: 'neutral', status: 'ODR में भेजी गई' });
    expect(hindi.text).toContain('SMART ODR');
  });
});
