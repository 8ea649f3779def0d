/** The receipt's copy button: Ark's clipboard machine, some 3.5 KB gzip no first visit needs. */
export const loadCopyButton = () => import('./CopyNumberButton');
