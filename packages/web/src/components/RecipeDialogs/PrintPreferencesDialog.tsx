import type { Recipe } from "@larder/shared";
import PrintIcon from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "../../i18n";
import { PageLoading } from "../PageLoading/PageLoading";
import { type PrintImagePosition, savePrintPreferences, usePrintPreferences } from "./printPreferences";
import { RecipePrintView } from "./RecipePrintView";

/** SPEC §9: the print dialog's width and its preview's height. */
const PRINT_DIALOG_MAX_WIDTH_PX = 816;
const PREVIEW_MAX_HEIGHT = "40vh";

interface PrintPreferencesDialogProps {
  open: boolean;
  /** Undefined while the recipe loads; the preview waits for it. */
  recipe: Recipe | undefined;
  scale?: number;
  onClose: () => void;
  /** Prints the recipe; without it the dialog only keeps the preferences. */
  onPrint?: () => void;
}

/** Image position, description and notes for printing, saved in this browser as they change, with a live preview. */
export function PrintPreferencesDialog({ open, recipe, scale, onClose, onPrint }: PrintPreferencesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const positionLabelId = useId();
  const preferences = usePrintPreferences();
  const positions: PrintImagePosition[] = ["left", "right", "hidden"];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: PRINT_DIALOG_MAX_WIDTH_PX } } }}
    >
      <DialogTitle id={titleId}>{t("recipePage.print.preferencesTitle")}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 3, alignItems: "center", mb: 2 }}>
          <FormControl>
            <FormLabel id={positionLabelId}>{t("recipePage.print.imagePosition")}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={positionLabelId}
              value={preferences.imagePosition}
              onChange={(event) =>
                savePrintPreferences({ ...preferences, imagePosition: event.target.value as PrintImagePosition })
              }
            >
              {positions.map((position) => (
                <FormControlLabel
                  key={position}
                  value={position}
                  control={<Radio />}
                  label={t(`recipePage.print.position.${position}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControlLabel
            control={
              <Switch
                checked={preferences.showDescription}
                onChange={(event) => savePrintPreferences({ ...preferences, showDescription: event.target.checked })}
              />
            }
            label={t("recipePage.print.showDescription")}
          />
          <FormControlLabel
            control={
              <Switch
                checked={preferences.showNotes}
                onChange={(event) => savePrintPreferences({ ...preferences, showNotes: event.target.checked })}
              />
            }
            label={t("recipePage.print.showNotes")}
          />
        </Box>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t("recipePage.print.preview")}
        </Typography>
        <Box
          role="region"
          aria-label={t("recipePage.print.preview")}
          // Scrollable content must be reachable from the keyboard.
          tabIndex={0}
          sx={{
            maxHeight: PREVIEW_MAX_HEIGHT,
            overflowY: "auto",
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            p: 2,
          }}
        >
          {recipe ? <RecipePrintView recipe={recipe} preferences={preferences} scale={scale} /> : <PageLoading />}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.close")}</Button>
        {onPrint && (
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            disabled={!recipe}
            onClick={() => {
              onClose();
              onPrint();
            }}
          >
            {t("recipePage.print.print")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
