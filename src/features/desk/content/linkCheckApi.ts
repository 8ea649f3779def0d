// The link checker's calls (docs/contract.md §13f), typed from src/contract/linkCheck.ts.
import { linkCheckApi, type LinkCheckView } from '../../../contract/linkCheck';
import { get, send } from '../../../lib/api';

export const fetchLinkChecks = () => get<LinkCheckView>(linkCheckApi.checks);
export const startLinkCheck = () => send<LinkCheckView>('POST', linkCheckApi.checks);
