// Every English message in one catalogue: the frame's (en), each area's part (en<Part>) and the
// validation messages. The server answers from it and the tests compare the translations with it;
// the browser never loads it whole (docs/architecture.md §9). A new part is spread here.
import { en } from './catalogs/en';
import { enComplaint } from './catalogs/enComplaint';
import { enForms } from './catalogs/enForms';
import { enPrivacy } from './catalogs/enPrivacy';
import { enPages } from './catalogs/enPages';
import { enRegulatory } from './catalogs/enRegulatory';
import { enNews } from './catalogs/enNews';
import { enDownloads } from './catalogs/enDownloads';
import { enGallery } from './catalogs/enGallery';
import { enInvestor } from './catalogs/enInvestor';
import { enDisclosures } from './catalogs/enDisclosures';
import { enSiteData } from './catalogs/enSiteData';
import { enValidation } from './catalogs/enValidation';
import { enKiosk } from './catalogs/enKiosk';
import { enFunds } from './catalogs/enFunds';
import { enTrust } from './catalogs/enTrust';
import { enVoice } from './catalogs/enVoice';
import { enDataRequest } from './catalogs/enDataRequest';

export const allEnglish = {
  ...en,
  ...enComplaint,
  ...enForms,
  ...enPrivacy,
  ...enPages,
  ...enRegulatory,
  ...enNews,
  ...enDownloads,
  ...enGallery,
  ...enInvestor,
  ...enDisclosures,
  ...enKiosk,
  ...enFunds,
  ...enTrust,
  ...enVoice,
  ...enDataRequest,
  ...enSiteData,
  ...enValidation,
} as const;
