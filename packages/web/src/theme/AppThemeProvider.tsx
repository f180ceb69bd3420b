import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type ReactNode, useMemo } from "react";
import { useAppThemeQuery } from "../api/app/queries";
import { useTranslation } from "../i18n";
import { createAppTheme, usableThemeColours } from "./createAppTheme";
import { useDirectionCache } from "./directionCache";

/** Where MUI keeps the chosen light/dark mode, so that it survives reloads. */
export const COLOR_MODE_STORAGE_KEY = "larder.colorMode";

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { data: colours } = useAppThemeQuery();
  const { i18n } = useTranslation();
  const direction = i18n.dir;
  const theme = useMemo(() => createAppTheme(usableThemeColours(colours), direction), [colours, direction]);
  const themed = (
    <ThemeProvider theme={theme} modeStorageKey={COLOR_MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
  const cache = useDirectionCache(direction);
  return cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed;
}
