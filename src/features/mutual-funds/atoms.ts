import { api } from '../../contract/api';
import type { Amc, AmcCategory } from '../../contract/entities';
import { listAtom } from '../../lib/lists';

export const amcListAtom = listAtom<Amc>(api.amcs);
export const amcCategoryListAtom = listAtom<AmcCategory>(api.amcCategories);
