import { type AppTheme, DEFAULT_THEME, THEME_KEYS } from "@larder/shared";
import { createTheme, type PaletteOptions, type Theme } from "@mui/material/styles";

declare module "@mui/material/styles" {
  interface Palette {
    accent: Palette["primary"];
  }
  interface PaletteOptions {
    accent?: PaletteOptions["primary"];
  }
}

declare module "@mui/material/Button" {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Keeps only colours MUI can parse: a mistyped THEME_* variable on the server must not take the
 * whole interface down, so it falls back to that colour's default.
 */
export function usableThemeColours(colours: Partial<AppTheme> | undefined): AppTheme {
  const usable = { ...DEFAULT_THEME };
  for (const key of THEME_KEYS) {
    const colour = colours?.[key];
    if (typeof colour === "string" && HEX_COLOUR.test(colour)) usable[key] = colour;
  }
  return usable;
}

const { augmentColor } = createTheme().palette;

function paletteFor(colours: AppTheme, mode: "light" | "dark"): PaletteOptions {
  const pick = (name: "Primary" | "Accent" | "Secondary" | "Success" | "Info" | "Warning" | "Error") =>
    colours[`${mode}${name}`];
  return {
    primary: { main: pick("Primary") },
    secondary: { main: pick("Secondary") },
    accent: augmentColor({ color: { main: pick("Accent") }, name: "accent" }),
    success: { main: pick("Success") },
    info: { main: pick("Info") },
    warning: { main: pick("Warning") },
    error: { main: pick("Error") },
  };
}

/** The MUI theme from the server's colours, with a light and a dark scheme to switch between. */
export function createAppTheme(colours: AppTheme, direction: "ltr" | "rtl"): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: "class" },
    colorSchemes: {
      light: { palette: paletteFor(colours, "light") },
      dark: { palette: paletteFor(colours, "dark") },
    },
    direction,
    components: {
      MuiButton: {
        styleOverrides: {
          // A light primary (the default orange reads 2.8:1 on white) is too faint for button text:
          // text and outlined primary buttons take the dark shade in the light scheme. Contained
          // buttons pick a readable text colour themselves; the dark scheme's main shade reads well.
          root: ({ theme, ownerState }) =>
            ownerState.color === "primary" && ownerState.variant !== "contained"
              ? { ...theme.applyStyles("light", { color: (theme.vars ?? theme).palette.primary.dark }) }
              : {},
        },
      },
      MuiLink: {
        styleOverrides: {
          // The same for links in the primary colour (the default), such as "Forgot your password?".
          root: ({ theme, ownerState }) =>
            (ownerState.color ?? "primary") === "primary"
              ? { ...theme.applyStyles("light", { color: (theme.vars ?? theme).palette.primary.dark }) }
              : {},
        },
      },
      MuiFormLabel: {
        styleOverrides: {
          // The same for a focused field's label, which takes the primary colour.
          root: ({ theme }) =>
            theme.applyStyles("light", {
              "&.Mui-focused:not(.Mui-error)": { color: (theme.vars ?? theme).palette.primary.dark },
            }),
        },
      },
      MuiAvatar: {
        styleOverrides: {
          // Initials on the dark scheme's grey disc: the default near-black text reads 3:1; white reads 6:1.
          colorDefault: ({ theme }) => theme.applyStyles("dark", { color: (theme.vars ?? theme).palette.common.white }),
        },
      },
    },
  });
}
