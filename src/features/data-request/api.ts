// A data principal's request (docs/contract.md §7c): the code to the address, then the request.
import { api, type ApiAnswers } from '../../contract/api';
import type { DataRequestCodeInput, DataRequestInput } from '../../contract/schemas';
import { post } from '../../lib/api';

export const askDataRequestCode = (payload: DataRequestCodeInput) =>
  post<ApiAnswers['dataRequestCode'], DataRequestCodeInput>(api.dataRequestCode, payload);

export const sendDataRequest = (payload: DataRequestInput) =>
  post<ApiAnswers['dataRequest'], DataRequestInput>(api.dataRequest, payload);
