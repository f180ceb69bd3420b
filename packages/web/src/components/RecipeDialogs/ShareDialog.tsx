import { SHARE_LINK_DEFAULT_DAYS } from "@larder/shared";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteIcon from "@mui/icons-material/Delete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import type { RecipeRef } from "../../api/recipes/types";
import { useCreateShareToken, useDeleteShareToken } from "../../api/shares/mutations";
import { useShareTokensQuery } from "../../api/shares/queries";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { PageLoading } from "../PageLoading/PageLoading";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as the date field writes it (yyyy-MM-dd), in local time. */
function dateFieldValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The chosen day at the time of day the dialog opened: the default is exactly 30 days from opening. */
function expiryOf(day: string, openedAt: Date): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const expiry = new Date(openedAt);
  expiry.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(expiry.getTime()) ? null : expiry;
}

export function sharedRecipeUrl(groupSlug: string, token: string): string {
  return `${window.location.origin}${paths.sharedRecipe(groupSlug, token)}`;
}

interface ShareDialogProps {
  open: boolean;
  recipe: RecipeRef;
  groupSlug: string;
  onClose: () => void;
}

/** Share links of one recipe (SPEC §2): create one with an expiry, copy or delete existing ones. */
export function ShareDialog({ open, recipe, groupSlug, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("recipePage.share.title", { name: recipe.name })}</DialogTitle>
      {/* Mounted per opening: the default expiry counts from when the dialog opened. */}
      {open && <ShareDialogContent recipe={recipe} groupSlug={groupSlug} />}
      <DialogActions>
        <Button onClick={onClose}>{t("general.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ShareDialogContent({ recipe, groupSlug }: { recipe: RecipeRef; groupSlug: string }) {
  const { t, i18n } = useTranslation();
  const [openedAt] = useState(() => new Date());
  const [day, setDay] = useState(() => dateFieldValue(new Date(openedAt.getTime() + SHARE_LINK_DEFAULT_DAYS * DAY_MS)));
  const [error, setError] = useState<string | null>(null);
  const tokens = useShareTokensQuery(recipe.id);
  const create = useCreateShareToken();
  const remove = useDeleteShareToken();
  const copy = useCopyToClipboard();
  const copiedMessage = t("recipePage.share.copied");
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  function submit(event: FormEvent) {
    event.preventDefault();
    const expiresAt = expiryOf(day, openedAt);
    if (!expiresAt || expiresAt.getTime() <= Date.now()) {
      setError(t("recipePage.share.expiryInPast"));
      return;
    }
    setError(null);
    create.mutate(
      { recipeId: recipe.id, expiresAt: expiresAt.toISOString() },
      { onSuccess: (token) => void copy(sharedRecipeUrl(groupSlug, token.id), copiedMessage) },
    );
  }

  return (
    <DialogContent>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: "flex", gap: 2, alignItems: "flex-start", pt: 1 }}
      >
        <TextField
          type="date"
          label={t("recipePage.share.expiresOn")}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={error !== null}
          helperText={error ?? " "}
          size="small"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dateFieldValue(new Date()) } }}
        />
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t("recipePage.share.create")}
        </Button>
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t("recipePage.share.existing")}
      </Typography>
      {tokens.isPending ? (
        <PageLoading />
      ) : tokens.data?.length ? (
        <List dense aria-label={t("recipePage.share.existing")}>
          {tokens.data.map((token) => {
            const expires = t("recipePage.share.expires", { date: dateFormat.format(new Date(token.expiresAt)) });
            return (
              <ListItem
                key={token.id}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={t("recipePage.share.copy", { expires })}
                      onClick={() => void copy(sharedRecipeUrl(groupSlug, token.id), copiedMessage)}
                    >
                      <ContentCopyIcon />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={t("recipePage.share.delete", { expires })}
                      disabled={remove.isPending && remove.variables.id === token.id}
                      onClick={() => remove.mutate(token)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  primary={expires}
                  secondary={sharedRecipeUrl(groupSlug, token.id)}
                  sx={{ pr: 10 }}
                  slotProps={{ secondary: { sx: { wordBreak: "break-all" } } }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t("recipePage.share.none")}
        </Typography>
      )}
    </DialogContent>
  );
}
