// HTML's character references in an attribute's text, as a server rendering or the sanitizer
// writes them (the named five and numeric ones): for reading class names and links out of markup
// without parsing it (firstScreenCss.ts, server/desk/publishedLinks.ts).
const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

export const unescapeHtml = (text: string): string =>
  text.replace(/&(amp|quot|apos|lt|gt|#\d+|#x[0-9a-f]+);/gi, (all, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return NAMED[lower] ?? all;
  });
