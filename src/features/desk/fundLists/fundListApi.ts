// The fund lists' calls (docs/contract.md §13b), typed from src/contract/fundLists.ts. A CSV file
// goes as its own bytes, typed `text/csv` whatever the browser calls it: the server reads it.
import {
  fundListsApi,
  type FundList,
  type FundListAnswer,
  type FundListPreview,
  type FundRow,
} from '../../../contract/fundLists';
import { get, send, upload } from '../../../lib/api';

const asCsv = (file: Blob) => new Blob([file], { type: 'text/csv' });

export const fetchFundList = <L extends FundList>(list: L) =>
  get<FundListAnswer<L>>(fundListsApi.list(list));
export const previewCsv = <L extends FundList>(list: L, file: Blob) =>
  upload<FundListPreview<L>>(fundListsApi.preview(list), asCsv(file));
export const applyCsv = <L extends FundList>(list: L, token: string, file: Blob) =>
  upload<FundListAnswer<L>>(fundListsApi.apply(list, token), asCsv(file));
export const addFundRow = <L extends FundList>(list: L, row: FundRow<L>) =>
  send<FundListAnswer<L>>('POST', fundListsApi.rows(list), { row });
export const removeFundRow = <L extends FundList>(list: L, row: FundRow<L>) =>
  send<FundListAnswer<L>>('POST', fundListsApi.removeRow(list), { row });
export const restoreFundList = <L extends FundList>(list: L, version: number) =>
  send<FundListAnswer<L>>('POST', fundListsApi.restore(list), { version });
