import { browserPreferences } from "../../hooks/browserPreferences";

export type PrintImagePosition = "left" | "right" | "hidden";

/** SPEC §3's print preferences, kept in this browser. */
export interface PrintPreferences {
  imagePosition: PrintImagePosition;
  showDescription: boolean;
  showNotes: boolean;
}

export const DEFAULT_PRINT_PREFERENCES: PrintPreferences = {
  imagePosition: "left",
  showDescription: true,
  showNotes: true,
};

const printPreferences = browserPreferences<PrintPreferences>(
  "larder.recipe.printPreferences",
  DEFAULT_PRINT_PREFERENCES,
  (stored) => {
    const position = stored.imagePosition;
    const defaults = DEFAULT_PRINT_PREFERENCES;
    return {
      imagePosition:
        position === "left" || position === "right" || position === "hidden" ? position : defaults.imagePosition,
      showDescription: typeof stored.showDescription === "boolean" ? stored.showDescription : defaults.showDescription,
      showNotes: typeof stored.showNotes === "boolean" ? stored.showNotes : defaults.showNotes,
    };
  },
);

export const savePrintPreferences = printPreferences.save;
export const usePrintPreferences = printPreferences.usePreferences;
