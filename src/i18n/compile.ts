// ICU messages compiled ahead of use (docs/architecture.md §9): the web build compiles the catalogues
// (vite.config.ts), so browsers never download the ICU parser; the server compiles them once at start.
import { compileMessage } from '@lingui/message-utils/compileMessage';

export type CompiledCatalog = Record<string, ReturnType<typeof compileMessage>>;

export const compileCatalog = (catalog: Record<string, string>): CompiledCatalog =>
  Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]));
