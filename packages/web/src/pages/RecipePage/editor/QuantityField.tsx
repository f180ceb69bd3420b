import TextField from "@mui/material/TextField";
import { useState } from "react";

const UNICODE_FRACTIONS: Record<string, number> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅛": 1 / 8,
};

/**
 * Reads what a cook types as a quantity: "2", "0.5", "1,5", "1/2", "1 1/2" or "1½". Null for an
 * empty field, undefined when it is not a number.
 */
export function parseQuantity(text: string): number | null | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  const unicode = /^(\d+)?\s*([½⅓⅔¼¾⅕⅛])$/u.exec(trimmed);
  if (unicode) return Number(unicode[1] ?? 0) + (UNICODE_FRACTIONS[unicode[2] ?? ""] ?? 0);
  const mixed = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) {
    const denominator = Number(mixed[3]);
    if (denominator === 0) return undefined;
    return Number(mixed[1] ?? 0) + Number(mixed[2]) / denominator;
  }
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

function quantityText(quantity: number | null): string {
  return quantity === null ? "" : String(Math.round(quantity * 1000) / 1000);
}

interface QuantityFieldProps {
  label: string;
  invalidMessage: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A quantity typed as text; the number is committed while it parses, the text is kept as typed. */
export function QuantityField({ label, invalidMessage, value, onChange }: QuantityFieldProps) {
  const [text, setText] = useState(() => quantityText(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // The value changed from outside (the parser, the JSON view): show it.
    setShownValue(value);
    if (parseQuantity(text) !== value) setText(quantityText(value));
  }
  const parsed = parseQuantity(text);
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      error={parsed === undefined}
      helperText={parsed === undefined ? invalidMessage : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseQuantity(event.target.value);
        if (next !== undefined) {
          setShownValue(next);
          onChange(next);
        }
      }}
      slotProps={{ htmlInput: { inputMode: "decimal" } }}
      sx={{ width: 96, flexShrink: 0 }}
    />
  );
}
