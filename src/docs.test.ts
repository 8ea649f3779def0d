// The project's Markdown as a Markdown parser reads it (marked, CommonMark's rules for fences): an
// unclosed code fence turns the rest of a page into code, as it once did to half of the README's
// Staff desk section. And the README's Layout names folders that are there.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Lexer, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';

const DOCUMENTS = [
  'README.md',
  'data/README.md',
  'docs/architecture.md',
  'docs/contract.md',
  'docs/storage.md',
  'docs/performance.md',
];

const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');

/** Every token, those inside lists, quotes and tables included. */
function* allTokens(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if ('tokens' in token && token.tokens) yield* allTokens(token.tokens);
    if (token.type === 'list') yield* allTokens((token as Tokens.List).items);
  }
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Fenced code blocks whose fence is never closed: CommonMark runs such a block to the end of the
 * document (or of its container), so its raw text does not end with a fence of the same kind at
 * least as long as the opening one.
 */
function unclosedFences(markdown: string): string[] {
  const unclosed: string[] = [];
  for (const token of allTokens(new Lexer().lex(markdown))) {
    if (token.type !== 'code') continue;
    const opening = FENCE.exec(token.raw)?.[1];
    if (!opening) continue; // an indented block
    const lines = token.raw.trimEnd().split('\n');
    const last = lines.at(-1)!.trim();
    const closes =
      lines.length > 1 &&
      last[0] === opening[0] &&
      new RegExp(`^\\${opening[0]}{${opening.length},}$`).test(last);
    if (!closes) unclosed.push(lines[0]!);
  }
  return unclosed;
}

describe('the Markdown documents', () => {
  it('tell an unclosed fence (the check itself)', () => {
    expect(unclosedFences('text\n\n```sh\nnpm start\n```\n\nmore')).toEqual([]);
    expect(unclosedFences('````sh\nnpm start\n``` Then `npm start`\n\nprose')).toEqual(['````sh']);
    expect(unclosedFences('- item\n\n  ```js\n  x\n')).toEqual(['```js']);
  });

  it.each(DOCUMENTS)('%s closes every code fence it opens', (file) => {
    expect(unclosedFences(read(file))).toEqual([]);
  });

  it('README: the Staff desk section reads as prose after its commands', () => {
    const html = new Lexer().lex(read('README.md'));
    const prose = [...allTokens(html)].filter((t) => t.type === 'paragraph').map((t) => t.raw);
    expect(prose.some((p) => p.startsWith('Then `npm start` and open'))).toBe(true);
  });

  it('README: the Layout names folders that exist, src/i18n, server/desk and docs among them', () => {
    const readme = read('README.md');
    const layout = readme.slice(readme.indexOf('## Layout'));
    const block = new Lexer().lex(layout).find((t) => t.type === 'code') as Tokens.Code;
    const named: string[] = [];
    let parent = '';
    for (const line of block.text.split('\n')) {
      const folder = /^( *)([\w.-]+)\/(?:\s|$)/.exec(line);
      if (!folder) continue;
      const path = folder[1] ? `${parent}/${folder[2]}` : folder[2]!;
      if (!folder[1]) parent = folder[2]!;
      named.push(path);
    }
    for (const path of named) expect(existsSync(join(process.cwd(), path)), path).toBe(true);
    expect(named).toEqual(expect.arrayContaining(['src/i18n', 'server/desk', 'docs', 'tests']));
  });
});
