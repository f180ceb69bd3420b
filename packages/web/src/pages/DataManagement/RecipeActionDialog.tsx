import {
  type CreateGroupRecipeAction,
  type GroupRecipeActionOut,
  type RecipeActionType,
  requiredRule,
  urlRule,
} from "@larder/shared";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useSaveRecipeAction } from "../../api/recipe-actions/mutations";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTranslation } from "../../i18n";

interface RecipeActionDialogProps {
  open: boolean;
  /** The action to change; null for a new one. */
  action: GroupRecipeActionOut | null;
  onClose: () => void;
}

const ACTION_TYPES: RecipeActionType[] = ["link", "post"];

const messageOf = (result: true | string) => (result === true ? undefined : result);

/** Creates or changes a recipe action: a title, link or post, and the address (with placeholders). */
export function RecipeActionDialog({ open, action, onClose }: RecipeActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {action ? t("dataManagement.recipeActions.editTitle") : t("dataManagement.recipeActions.createTitle")}
      </DialogTitle>
      {open && <RecipeActionForm action={action} onClose={onClose} />}
    </Dialog>
  );
}

function RecipeActionForm({ action, onClose }: Omit<RecipeActionDialogProps, "open">) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveRecipeAction();
  const [draft, setDraft] = useState<CreateGroupRecipeAction>(() => ({
    title: action?.title ?? "",
    actionType: action?.actionType ?? "link",
    url: action?.url ?? "",
  }));
  const change = (changes: Partial<CreateGroupRecipeAction>) => setDraft((current) => ({ ...current, ...changes }));
  const url = draft.url.trim();
  const { errorOf, trySubmit } = useFormErrors({
    title: messageOf(requiredRule(draft.title.trim())),
    url: messageOf(requiredRule(url)) ?? messageOf(urlRule(url)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trySubmit()) return;
    save.mutate(
      { id: action?.id ?? null, action: { ...draft, title: draft.title.trim(), url } },
      {
        onSuccess: (saved) => {
          toast.success(t("dataManagement.saved", { name: saved.title }));
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t("dataManagement.recipeActions.formLabel")}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <TextField
          autoFocus
          required
          label={t("dataManagement.fields.title")}
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
          error={errorOf("title") !== undefined}
          helperText={errorOf("title")}
          sx={{ mt: 1 }}
        />
        <TextField
          select
          label={t("dataManagement.fields.actionType")}
          value={draft.actionType}
          onChange={(event) => change({ actionType: event.target.value as RecipeActionType })}
          helperText={t(`dataManagement.recipeActions.typeHint.${draft.actionType}`)}
        >
          {ACTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`dataManagement.recipeActions.type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          type="url"
          label={t("dataManagement.fields.url")}
          value={draft.url}
          onChange={(event) => change({ url: event.target.value })}
          error={errorOf("url") !== undefined}
          helperText={errorOf("url") ?? t("dataManagement.recipeActions.urlHint")}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t("dataManagement.save")}
        </Button>
      </DialogActions>
    </form>
  );
}
