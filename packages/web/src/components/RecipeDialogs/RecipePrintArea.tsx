import type { Recipe } from "@larder/shared";
import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import { createPortal } from "react-dom";
import { usePrintPreferences } from "./printPreferences";
import { RecipePrintView } from "./RecipePrintView";

const PRINT_AREA_CLASS = "recipe-print-area";

/**
 * What the browser prints from a recipe page: the print view at the body's top level, hidden on
 * screen, and the only thing shown on paper (the app's bars and drawer are left out).
 */
export function RecipePrintArea({ recipe, scale }: { recipe: Recipe; scale: number }) {
  const preferences = usePrintPreferences();
  return createPortal(
    <>
      <GlobalStyles
        styles={{
          "@media print": {
            [`body > *:not(.${PRINT_AREA_CLASS})`]: { display: "none !important" },
            body: { background: "#fff !important" },
          },
        }}
      />
      <Box
        className={PRINT_AREA_CLASS}
        sx={{
          display: "none",
          "@media print": {
            display: "block",
            p: 0,
            // Paper is white in either theme: the dark theme's light text would not show on it.
            "&, & *": { color: "#000 !important", borderColor: "#bbb !important" },
          },
        }}
      >
        <RecipePrintView recipe={recipe} preferences={preferences} scale={scale} />
      </Box>
    </>,
    document.body,
  );
}
