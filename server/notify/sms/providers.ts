// The SMS providers SMS_PROVIDER can name. A second provider is its own file beside msg91.ts
// implementing SmsProvider (provider.ts) and its line here (docs/architecture.md).
import { msg91 } from './msg91';
import type { SmsProviderFactory } from './provider';

export const SMS_PROVIDERS: Readonly<Record<string, SmsProviderFactory>> = { msg91 };
