import { useColorScheme } from "@mui/material/styles";

/** The resolved light/dark mode and a switch to the other one, stored by MUI's ThemeProvider. */
export function useColorModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const resolvedMode = (mode === "system" ? systemMode : mode) ?? "light";
  return {
    mode: resolvedMode,
    toggle: () => setMode(resolvedMode === "dark" ? "light" : "dark"),
  };
}
