import Box from "@mui/material/Box";
import { Fragment, type ReactNode, Suspense, use, useMemo } from "react";
import { isPlainIngredientText, isPlainText, plainTextBlocks } from "./plainText";
import { loadRenderer, needsRenderer, type Renderer, type Text } from "./renderer";

/**
 * The renderer, suspending the caller while it loads. `use()` is called on every render, loaded or
 * not: React requires a component that suspended on it to call it again when it retries.
 */
function useRenderer(): Renderer {
  return use(loadRenderer());
}

/**
 * Suspends the caller until the renderer has loaded if any of these texts (Markdown, ingredient
 * notes) needs it: a page calls it before showing them, so that they never appear first unrendered.
 */
export function useRendererFor(markdown: readonly Text[], ingredientNotes: readonly Text[] = []): void {
  if (needsRenderer(markdown, ingredientNotes)) use(loadRenderer());
}

interface MarkdownProps {
  source: string | null | undefined;
  /** One line inside running text (no paragraphs): a card's description, a list row. */
  inline?: boolean;
}

/** Recipe text written in Markdown, rendered and sanitised against the whitelist of SPEC §5. */
export function Markdown({ source, inline = false }: MarkdownProps) {
  if (!source) return null;
  if (isPlainText(source)) return <PlainMarkdown source={source} inline={inline} />;
  return (
    // Until the renderer has loaded (a page that did not ask for it first), the text shows as written.
    <Suspense fallback={<PlainMarkdown source={source} inline={inline} />}>
      <RenderedMarkdown source={source} inline={inline} />
    </Suspense>
  );
}

/** Text without any Markdown, laid out as the renderer would: paragraphs and line breaks. */
function PlainMarkdown({ source, inline }: { source: string; inline: boolean }) {
  const blocks = plainTextBlocks(source, { inline });
  if (blocks.length === 0) return null;
  const lines = (block: string[]) =>
    block.map((line, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a text have no identity but their place
      <Fragment key={index}>
        {index > 0 && <br />}
        {line}
      </Fragment>
    ));
  if (inline) return <Box component="span">{blocks.map(lines)}</Box>;
  return (
    <MarkdownBox>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a text have no identity but their place
        <p key={index}>{lines(block)}</p>
      ))}
    </MarkdownBox>
  );
}

function RenderedMarkdown({ source, inline }: { source: string; inline: boolean }) {
  const { renderMarkdown } = useRenderer();
  const html = useMemo(() => renderMarkdown(source, { inline }), [renderMarkdown, source, inline]);
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify kept only the whitelist of sanitize.ts
  if (inline) return <Box component="span" dangerouslySetInnerHTML={{ __html: html }} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify kept only the whitelist of sanitize.ts
  return <MarkdownBox dangerouslySetInnerHTML={{ __html: html }} />;
}

function MarkdownBox(props: { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } }) {
  return (
    <Box
      className="markdown"
      {...props}
      sx={{
        overflowWrap: "anywhere",
        "& > :first-child": { mt: 0 },
        "& > :last-child": { mb: 0 },
        "& p": { my: 1 },
        "& img": { maxWidth: "100%", height: "auto" },
        "& pre": { overflowX: "auto", p: 1, borderRadius: 1, bgcolor: "action.hover" },
        "& code": { fontFamily: "monospace" },
        "& blockquote": { m: 0, pl: 2, borderLeft: 4, borderColor: "divider", color: "text.secondary" },
        "& table": { borderCollapse: "collapse" },
        "& th, & td": { border: 1, borderColor: "divider", px: 1, py: 0.5 },
        // Underlined in the text colour: readable on any theme colour, and told apart from text without colour.
        "& a": { color: "inherit", textDecoration: "underline" },
      }}
    />
  );
}

/** An ingredient's note with only b, q, i, strong and sup kept (SPEC §5); plain text needs no sanitiser. */
export function IngredientNote({ note }: { note: string }) {
  if (isPlainIngredientText(note)) return <span>{note}</span>;
  return (
    // Until the sanitiser has loaded, the note's words show without their tags.
    <Suspense fallback={<span>{note.replace(/<[^>]*>/g, "")}</span>}>
      <SanitizedIngredientNote note={note} />
    </Suspense>
  );
}

function SanitizedIngredientNote({ note }: { note: string }) {
  const { sanitizeIngredientHtml } = useRenderer();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised down to b, q, i, strong and sup (SPEC §5)
  return <span dangerouslySetInnerHTML={{ __html: sanitizeIngredientHtml(note) }} />;
}
