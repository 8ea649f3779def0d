/** The investor's own voice (docs/contract.md §7b): its own chunk, loaded once a lookup found the complaint. */
export const loadVoicePanel = () => import('./VoicePanel');
