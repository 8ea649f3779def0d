import { describe, expect, it } from 'vitest';
import { complaintStatusAlert } from './complaintStatus';

const complaint = { complainNo: 'CMP-7K4Q-9XTD', fName: 'Anita', lName: 'Desai' };

describe('complaintStatusAlert', () => {
  it('shows In Process as an info alert "is currently in process"', () => {
    expect(complaintStatusAlert({ ...complaint, status: 'In Process' })).toEqual({
      tone: 'info',
      text: 'Dear Anita Desai, your complaint CMP-7K4Q-9XTD is currently in process.',
    });
  });

  it('shows Closed as a success alert "is closed"', () => {
    expect(complaintStatusAlert({ ...complaint, status: 'Closed' })).toEqual({
      tone: 'success',
      text: 'Dear Anita Desai, your complaint CMP-7K4Q-9XTD is closed.',
    });
  });

  it.each(['Open', '', 'Pending', 'Escalated'])('treats %j as open (danger alert)', (status) => {
    expect(complaintStatusAlert({ ...complaint, status })).toEqual({
      tone: 'error',
      text: 'Dear Anita Desai, your complaint CMP-7K4Q-9XTD is currently open we will start working on it soon.',
    });
  });

  it('reads a status staff typed with other case or spacing as what it says', () => {
    expect(complaintStatusAlert({ ...complaint, status: ' in  process ' }).tone).toBe('info');
    expect(complaintStatusAlert({ ...complaint, status: 'CLOSED' }).tone).toBe('success');
  });
});
