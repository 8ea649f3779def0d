// The content desk's rich-text editor (docs/architecture.md §8): TipTap with only what the site's
// allow-list renders (src/contract/html.ts): headings, paragraphs, lists, quotes, tables, links
// and the site's own images. The server sanitizes what it saves; the page sanitizes what it shows.
import {
  Box,
  Button,
  HStack,
  IconButton,
  Input,
  Text,
  type SystemStyleObject,
} from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Fragment, useState, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import {
  LuBold,
  LuHeading2,
  LuHeading3,
  LuImagePlus,
  LuItalic,
  LuLink,
  LuList,
  LuListOrdered,
  LuQuote,
  LuRedo2,
  LuTable,
  LuUndo2,
  LuUnlink,
} from 'react-icons/lu';
import { api } from '../../../contract/api';
import { TEXT_IN_PICTURE_ATTR } from '../../../contract/authoringChecks';
import { PICTURE_TYPES } from '../../../contract/contentDesk';
import { richTextCss } from '../../../components/richTextCss';
import { useUpload } from './useUpload';

/**
 * The site's rich-text rules (Panda's `css.raw`, written in the style language Chakra shares),
 * so the editor lays its text out as the site will. Passed as Chakra's own type: checking Panda's
 * style type against Chakra's in the editor's `css` took the type check 22 s, more than half the
 * app's (issue 40, `tsc --generateTrace`).
 */
const siteRichText = richTextCss as unknown as SystemStyleObject;

/**
 * A picture with the editor's mark that it carries words (authoringChecks.ts, docs/contract.md
 * §13g), kept in the HTML as `data-text-in-picture`; `alt=""` marks a decoration.
 */
const PictureWithFlags = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      textInPicture: {
        default: false,
        parseHTML: (element: HTMLElement) => element.hasAttribute(TEXT_IN_PICTURE_ATTR),
        renderHTML: (attributes: { textInPicture?: boolean }) =>
          attributes.textInPicture ? { [TEXT_IN_PICTURE_ATTR]: 'true' } : {},
      },
    };
  },
});

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, protocols: ['https', 'mailto', 'tel'] },
  }),
  PictureWithFlags,
  TableKit.configure({ table: { resizable: false } }),
];

type Chain = ReturnType<Editor['chain']>;

/** A tool that switches a style on and off; it shows pressed where the selection has the style. */
const toggleTool = (
  label: string,
  icon: IconType,
  style: [name: string, attributes?: Record<string, unknown>],
  toggle: (chain: Chain) => Chain,
) => ({ label, icon, style, toggle });

/** The style toggles, in the toolbar's groups. */
const TOGGLES = [
  [
    toggleTool('Heading', LuHeading2, ['heading', { level: 2 }], (c) =>
      c.toggleHeading({ level: 2 }),
    ),
    toggleTool('Subheading', LuHeading3, ['heading', { level: 3 }], (c) =>
      c.toggleHeading({ level: 3 }),
    ),
  ],
  [
    toggleTool('Bold', LuBold, ['bold'], (c) => c.toggleBold()),
    toggleTool('Italic', LuItalic, ['italic'], (c) => c.toggleItalic()),
  ],
  [
    toggleTool('Bulleted list', LuList, ['bulletList'], (c) => c.toggleBulletList()),
    toggleTool('Numbered list', LuListOrdered, ['orderedList'], (c) => c.toggleOrderedList()),
    toggleTool('Quote', LuQuote, ['blockquote'], (c) => c.toggleBlockquote()),
  ],
];

/** A thin upright line between groups of tools. */
const Divider = () => <Box aria-hidden w="1px" h={5} mx={1} bg="gray.300" />;

function Tool({
  label,
  active,
  onClick,
  disabled,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'brand' : 'gray'}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

function Toolbar({ editor, onError }: { editor: Editor; onError: (message: string) => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      styled: Object.fromEntries(
        TOGGLES.flat().map(({ label, style }) => [label, e.isActive(...style)]),
      ),
      link: e.isActive('link'),
      picture: e.isActive('image')
        ? (e.getAttributes('image') as { alt?: string | null; textInPicture?: boolean })
        : null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);
  const chain = () => editor.chain().focus();
  const image = useUpload(
    'Image to insert',
    PICTURE_TYPES,
    (name, file) => {
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
      chain()
        .setImage({ src: api.newsImage(name), alt })
        .run();
    },
    onError,
  );

  const applyLink = () => {
    const href = (linking ?? '').trim();
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinking(null);
  };

  return (
    <Box borderBottomWidth="1px" borderColor="gray.200" bg="gray.50" roundedTop="md">
      <HStack gap={0.5} px={2} py={1.5} wrap="wrap" role="toolbar" aria-label="Formatting">
        {TOGGLES.map((group, g) => (
          <Fragment key={g}>
            {group.map(({ label, icon: Icon, toggle }) => (
              <Tool
                key={label}
                label={label}
                active={state.styled[label]}
                onClick={() => toggle(chain()).run()}
              >
                <Icon />
              </Tool>
            ))}
            <Divider />
          </Fragment>
        ))}
        <Tool
          label="Link"
          active={state.link || linking !== null}
          onClick={() =>
            setLinking((editor.getAttributes('link').href as string | undefined) ?? '')
          }
        >
          <LuLink />
        </Tool>
        <Tool label="Remove link" disabled={!state.link} onClick={() => chain().unsetLink().run()}>
          <LuUnlink />
        </Tool>
        <Tool label="Insert image" disabled={image.busy} onClick={image.open}>
          <LuImagePlus />
        </Tool>
        <Tool
          label="Insert table"
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          <LuTable />
        </Tool>
        <Divider />
        <Tool label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <LuUndo2 />
        </Tool>
        <Tool label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <LuRedo2 />
        </Tool>
        {image.busy ? (
          <Text fontSize="sm" color="gray.600" ms={2} role="status">
            Uploading image…
          </Text>
        ) : null}
        {image.input}
      </HStack>
      {state.picture ? (
        <PictureFlags
          picture={state.picture}
          set={(attributes) => editor.chain().updateAttributes('image', attributes).run()}
        />
      ) : null}
      {linking !== null ? (
        <HStack px={3} pb={2} gap={2}>
          <Input
            size="sm"
            bg="white"
            aria-label="Link address"
            placeholder="/cms/ipo or https://www.sebi.gov.in"
            value={linking}
            autoFocus
            onChange={(e) => setLinking(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') setLinking(null);
            }}
          />
          <Button size="sm" colorPalette="brand" onClick={applyLink}>
            Apply
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setLinking(null)}>
            Cancel
          </Button>
        </HStack>
      ) : null}
    </Box>
  );
}

/**
 * The selected picture's description, its mark as decoration (`alt=""`) and its mark as carrying
 * words (docs/contract.md §13g).
 */
function PictureFlags({
  picture,
  set,
}: {
  picture: { alt?: string | null; textInPicture?: boolean };
  set: (attributes: Record<string, unknown>) => void;
}) {
  const decorative = picture.alt === '';
  return (
    <HStack px={3} pb={2} gap={4} wrap="wrap" role="group" aria-label="Selected picture">
      <Input
        size="sm"
        bg="white"
        flex="1"
        minW="14rem"
        aria-label="Picture description"
        placeholder="What the picture shows"
        disabled={decorative}
        value={picture.alt ?? ''}
        onChange={(e) => set({ alt: e.currentTarget.value || null })}
      />
      <Box as="label" display="flex" gap={1.5} fontSize="sm" alignItems="center">
        <input
          type="checkbox"
          checked={decorative}
          onChange={(e) => set({ alt: e.currentTarget.checked ? '' : null })}
        />
        Decoration only
      </Box>
      <Box as="label" display="flex" gap={1.5} fontSize="sm" alignItems="center">
        <input
          type="checkbox"
          checked={Boolean(picture.textInPicture)}
          onChange={(e) => set({ textInPicture: e.currentTarget.checked })}
        />
        Has words in it
      </Box>
    </HStack>
  );
}

/** Edits `html`; `onChange` gets the editor's HTML on every change. */
export function RichTextEditor({
  label,
  html,
  onChange,
  onError,
}: {
  label: string;
  html: string;
  onChange: (html: string) => void;
  onError: (message: string) => void;
}) {
  const editor = useEditor({
    extensions,
    content: html,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  return (
    <Box
      borderWidth="1px"
      borderColor="gray.300"
      rounded="md"
      bg="white"
      _focusWithin={{
        borderColor: 'brand.500',
        boxShadow: '0 0 0 1px var(--chakra-colors-brand-500)',
      }}
    >
      <Toolbar editor={editor} onError={onError} />
      <Box
        css={{
          ...siteRichText,
          '& .tiptap': {
            minHeight: '360px',
            maxHeight: '62vh',
            overflowY: 'auto',
            px: 5,
            py: 4,
            outline: 'none',
            // The site's ring, inside the scrolling box (issue 45: a keyboard user sees where
            // focus is; docs/architecture.md §4), where the frame's brand border alone was faint.
            '&:focus-visible': {
              outline: '3px solid',
              outlineColor: 'focusRing',
              outlineOffset: '-3px',
            },
          },
          '& .tiptap table': { borderCollapse: 'collapse', width: 'full', mb: 4 },
          '& .tiptap td, & .tiptap th': {
            borderWidth: '1px',
            borderColor: 'gray.300',
            px: 2,
            py: 1,
          },
          '& .tiptap img.ProseMirror-selectednode': {
            outline: '3px solid var(--chakra-colors-brand-400)',
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
