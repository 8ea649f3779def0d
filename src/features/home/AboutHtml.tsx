import { SafeHtml } from '../../components/SafeHtml';

/** The about block's stored HTML: its own chunk, so the sanitizer loads only when it is needed. */
export function AboutHtml({ html }: { html: string }) {
  return <SafeHtml html={html} fontSize={{ base: 'md', md: 'lg' }} />;
}
