// Every English message in one catalogue: the frame's (en), each area's part (en<Part>) and the
// validation messages. The server answers from it and the tests compare the translations with it;
// the browser never loads it whole (docs/architecture.md §9). A new part is spread here.
import { en } from './catalogs/en';
import { enComplaint } from './catalogs/enComplaint';
import { enSiteData } from './catalogs/enSiteData';
import { enValidation } from './catalogs/enValidation';

export const allEnglish = { ...en, ...enComplaint, ...enSiteData, ...enValidation } as const;
