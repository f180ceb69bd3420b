import Chip from "@mui/material/Chip";

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textColorOn(hex: string): "#000000" | "#FFFFFF" {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return "#000000";
  const value = Number.parseInt(match[1] as string, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  // The luminance where black and white text contrast equally with the background.
  return luminance > 0.179 ? "#000000" : "#FFFFFF";
}

/** A shopping label in its colour, its name readable on it. */
export function LabelChip({ name, color }: { name: string; color: string }) {
  return <Chip size="small" label={name} sx={{ bgcolor: color, color: textColorOn(color) }} />;
}
