import { buttonClasses } from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";

const PRIMARY_TEXT_BUTTONS = `& .${buttonClasses.colorPrimary}:is(.${buttonClasses.text}, .${buttonClasses.outlined}):not(.${buttonClasses.disabled})`;

/**
 * The default primary orange reads at 2.8:1 on white, too faint for button text (WCAG AA asks for
 * 4.5:1; axe reports it as serious). In the light scheme the editor's text and outlined primary
 * buttons take the palette's dark shade of the same hue; on the dark scheme the main shade already
 * reads well. Contained buttons pick a readable text colour themselves.
 */
export const readablePrimaryButtons: SxProps<Theme> = (theme) => ({
  [PRIMARY_TEXT_BUTTONS]: { color: (theme.vars ?? theme).palette.primary.dark },
  ...theme.applyStyles("dark", { [PRIMARY_TEXT_BUTTONS]: { color: (theme.vars ?? theme).palette.primary.main } }),
});
