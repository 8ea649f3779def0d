import { api, type ApiAnswers } from '../../contract/api';
import { get } from '../../lib/api';

export const fetchSchemes = (amc: string, category: string) =>
  get<ApiAnswers['schemes']>(api.schemes(amc, category));
