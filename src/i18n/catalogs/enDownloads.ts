// The downloads table, /new-downloads and the "Download Forms" dialog in English
// (docs/architecture.md §9). The column headers are the specification's (docs/contract.md §2).

export const enDownloads = {
  'downloads.srNo': 'Sr.no',
  'downloads.fileName': 'file name',
  'downloads.download': 'Download',
  'downloads.downloadFile': 'Download {name}',
  'downloads.title': 'Downloads',
  'downloads.subtitle': 'Forms, policies and documents for investors',
  'downloads.empty': 'No documents yet.',
  'downloads.forms': 'Download Forms',
  'downloads.formsLabel': 'Download forms',
  'downloads.noForms': 'No forms yet.',
} as const;
