import Box from "@mui/material/Box";
import { useMemo } from "react";
import { renderMarkdown, sanitizeIngredientHtml } from "./sanitize";

export { sanitizeIngredientHtml };

interface MarkdownProps {
  source: string | null | undefined;
  /** One line inside running text (no paragraphs): a card's description, a list row. */
  inline?: boolean;
}

/** Recipe text written in Markdown, rendered and sanitised against the whitelist of SPEC §5. */
export function Markdown({ source, inline = false }: MarkdownProps) {
  const html = useMemo(() => (source ? renderMarkdown(source, { inline }) : ""), [source, inline]);
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through the whitelist of sanitize.ts
  if (inline) return <Box component="span" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Box
      className="markdown"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through the whitelist of sanitize.ts
      dangerouslySetInnerHTML={{ __html: html }}
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
