// The kiosk's own calls (docs/contract.md §14), through the app's one client.
import { kioskApi, type Heartbeat, type KioskSettingsAnswer } from '../../contract/kioskFleet';
import { get, send } from '../../lib/api';

export const sendHeartbeat = (beat: Heartbeat) => send<null>('POST', kioskApi.heartbeat, beat);
export const fetchKioskSettings = (kioskId: string) =>
  get<KioskSettingsAnswer>(kioskApi.settings(kioskId));
