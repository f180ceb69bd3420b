/**
 * Some apps' exports hold a field as the text Python prints for a list or a dict
 * ("[{'title': None, 'note': '1 cup flour'}]"): Mealie before v1 wrote its ingredients and steps
 * so, and Nextcloud Cookbook kept what its scraper had been given. This reads such text back:
 * strings, numbers, None, True, False, lists, tuples and dicts, nothing that runs. Null when the
 * text is not such a literal.
 */
export function parsePythonLiteral(text: string): unknown {
  const reader = new LiteralReader(text);
  try {
    const value = reader.value();
    reader.skipSpace();
    return reader.atEnd() ? value : null;
  } catch {
    return null;
  }
}

/** A field that may be a real list or object, or Python's text of one: the value either way. */
export function pythonOrPlain(value: unknown): unknown {
  if (typeof value !== "string" || !/^\s*[[{(]/.test(value)) return value;
  const parsed = parsePythonLiteral(value);
  return parsed === null ? value : parsed;
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", "'": "'", '"': '"', "0": "\0" };

class LiteralReader {
  private at = 0;
  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.at >= this.text.length;
  }

  skipSpace(): void {
    while (/\s/.test(this.text[this.at] ?? "")) this.at++;
  }

  value(depth = 0): unknown {
    if (depth > 32) throw new Error("too deep");
    this.skipSpace();
    const character = this.text[this.at];
    if (character === "[" || character === "(") return this.sequence(character === "[" ? "]" : ")", depth);
    if (character === "{") return this.dict(depth);
    if (character === "'" || character === '"') return this.string(character);
    const word = /^(None|True|False|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/.exec(this.text.slice(this.at, this.at + 40));
    if (!word?.[1]) throw new Error("not a literal");
    this.at += word[1].length;
    if (word[1] === "None") return null;
    if (word[1] === "True") return true;
    if (word[1] === "False") return false;
    return Number(word[1]);
  }

  private sequence(close: string, depth: number): unknown[] {
    this.at++;
    const items: unknown[] = [];
    for (;;) {
      this.skipSpace();
      if (this.text[this.at] === close) {
        this.at++;
        return items;
      }
      items.push(this.value(depth + 1));
      this.skipSpace();
      if (this.text[this.at] === ",") this.at++;
      else if (this.text[this.at] !== close) throw new Error("expected a comma");
    }
  }

  private dict(depth: number): Record<string, unknown> {
    this.at++;
    const out: Record<string, unknown> = {};
    for (;;) {
      this.skipSpace();
      if (this.text[this.at] === "}") {
        this.at++;
        return out;
      }
      const key = this.value(depth + 1);
      this.skipSpace();
      if (this.text[this.at++] !== ":") throw new Error("expected a colon");
      out[String(key)] = this.value(depth + 1);
      this.skipSpace();
      if (this.text[this.at] === ",") this.at++;
      else if (this.text[this.at] !== "}") throw new Error("expected a comma");
    }
  }

  private string(quote: string): string {
    this.at++;
    let out = "";
    for (;;) {
      const character = this.text[this.at++];
      if (character === undefined) throw new Error("unterminated string");
      if (character === quote) return out;
      if (character !== "\\") {
        out += character;
        continue;
      }
      const escaped = this.text[this.at++] ?? "";
      if (escaped === "x" || escaped === "u") {
        const length = escaped === "x" ? 2 : 4;
        out += String.fromCharCode(Number.parseInt(this.text.slice(this.at, this.at + length), 16));
        this.at += length;
      } else out += ESCAPES[escaped] ?? `\\${escaped}`;
    }
  }
}
