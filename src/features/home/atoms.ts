import { api } from '../../contract/api';
import type { Banner } from '../../contract/entities';
import { listAtom } from '../../lib/lists';

export const bannerListAtom = listAtom<Banner>(api.banners);
