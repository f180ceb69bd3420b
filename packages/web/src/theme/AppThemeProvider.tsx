import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type ReactNode, useMemo } from "react";
import { useAppThemeQuery } from "../api/app/queries";
import { findLocale, useTranslation } from "../i18n";
import { createAppTheme, usableThemeColours } from "./createAppTheme";

/** Where MUI keeps the chosen light/dark mode, so that it survives reloads. */
export const COLOR_MODE_STORAGE_KEY = "larder.colorMode";

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { data: colours } = useAppThemeQuery();
  const { i18n } = useTranslation();
  const direction = findLocale(i18n.language)?.dir ?? "ltr";
  const theme = useMemo(() => createAppTheme(usableThemeColours(colours), direction), [colours, direction]);
  return (
    <ThemeProvider theme={theme} modeStorageKey={COLOR_MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
