// The grievance dashboard's and round-robin assignment's calls (docs/contract.md §11), typed from
// the contract through the app's one client.
import { deskApi, type AssignmentSettings } from '../../../contract/desk';
import type { GrievanceDashboard } from '../../../contract/grievanceDashboard';
import { get, send } from '../../../lib/api';

const monthQuery = (month: string | undefined) =>
  month ? `?month=${encodeURIComponent(month)}` : '';

export const fetchDashboard = (month: string | undefined) =>
  get<{ data: GrievanceDashboard }>(`${deskApi.grievanceDashboard}${monthQuery(month)}`);
export const dashboardCsvUrl = (month: string) =>
  `${deskApi.grievanceDashboardCsv}${monthQuery(month)}`;
export const fetchAssignment = () => get<AssignmentSettings>(deskApi.assignmentSettings);
export const fetchOfficers = () => get<{ data: string[] }>(deskApi.owners('complaints'));
export const saveAssignment = (enabled: boolean) =>
  send<AssignmentSettings>('PUT', deskApi.assignmentSettings, { enabled });
export const saveOnDuty = (username: string, onDuty: boolean) =>
  send<{ username: string; onDuty: boolean }>('PUT', deskApi.onDuty(username), { onDuty });
