// The desk's calls for the legal clocks' screen (docs/contract.md §11, Trading calendar and
// Escalations), typed from the contract through the app's one client.
import { deskApi } from '../../../contract/desk';
import type { EscalationSettings } from '../../../contract/escalations';
import type {
  SpecialSession,
  TradingCalendar,
  TradingHoliday,
} from '../../../contract/tradingCalendar';
import { get, send } from '../../../lib/api';

export const fetchTradingCalendar = () => get<TradingCalendar>(deskApi.tradingCalendar);
export const addHoliday = (holiday: TradingHoliday) =>
  send<TradingCalendar>('POST', deskApi.tradingHolidays, holiday);
export const addSpecialSession = (session: SpecialSession) =>
  send<TradingCalendar>('POST', deskApi.specialSessions, session);
export const removeHoliday = (date: string) =>
  send<TradingCalendar>('DELETE', deskApi.tradingHoliday(date));
export const removeSpecialSession = (date: string) =>
  send<TradingCalendar>('DELETE', deskApi.specialSession(date));
export const fetchEscalationSettings = () => get<EscalationSettings>(deskApi.escalationSettings);
export const saveEscalationSettings = (settings: EscalationSettings) =>
  send<EscalationSettings>('PUT', deskApi.escalationSettings, settings);
/** The compliance officer's address for escalations (admins; docs/contract.md §15). */
export const fetchComplianceOfficer = () => get<{ email: string }>(deskApi.complianceOfficer);
export const saveComplianceOfficer = (body: { email: string }) =>
  send<{ email: string }>('PUT', deskApi.complianceOfficer, body);
