// `npm run data-key:rotate` (README, "DATA_KEY"; docs/storage.md, "PII at rest"): every phone,
// PAN and message address sealed again under a new key, and their hashes made with it. The store
// is opened as the server would open it (the embedded engine's folder locked: stop the server
// first; on PostgreSQL stop every app server, since one still on the old key cannot read what is
// sealed under the new one), with a cipher that opens the old key's values and seals with the new
// one: the sealing pass (sealedStore.ts sealExisting) rewrites each record not under the new key.
import { openStore, type StoreConfig } from './index';
import { FieldCipher } from './fieldCipher';

/** Seals everything under `to` (opening what `from` sealed); answers the new key's id. */
export async function rotateDataKey(
  config: Omit<StoreConfig, 'cipher'>,
  from: Buffer,
  to: Buffer,
): Promise<string> {
  if (from.equals(to)) throw new Error('The new data key is the current one: make a new one.');
  const cipher = new FieldCipher(to, [from]);
  const store = await openStore({ ...config, cipher });
  await store.close();
  return cipher.keyId;
}
