import type { Recipe, RecipeCommentOut } from "@larder/shared";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useCreateComment, useDeleteComment, useUpdateComment } from "../../api/comments/mutations";
import { useRecipeCommentsQuery } from "../../api/recipes/queries";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { UserAvatar } from "../../components/UserAvatar/UserAvatar";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { OutlinedTextField } from "./OutlinedTextField";

const ConfirmDialog = lazyNamed(() => import("../../components/ConfirmDialog/ConfirmDialog"), "ConfirmDialog");

/** The group's comments on a recipe: everyone in the group writes; the author or an administrator edits. */
export function RecipeComments({ recipe }: { recipe: Pick<Recipe, "id" | "slug"> }) {
  const { t } = useTranslation();
  const comments = useRecipeCommentsQuery(recipe.slug);
  const create = useCreateComment(recipe.slug);
  const [text, setText] = useState("");
  const [deleting, setDeleting] = useState<RecipeCommentOut | null>(null);
  const remove = useDeleteComment(recipe.slug);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    create.mutate({ recipeId: recipe.id, text: text.trim() }, { onSuccess: () => setText("") });
  }

  return (
    <Box component="section" aria-labelledby="recipe-comments-heading">
      <Typography id="recipe-comments-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t("recipePage.comments.title")}
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: "flex", flexDirection: "column", gap: 1, mb: 2 }}>
        <OutlinedTextField
          multiline
          minRows={2}
          label={t("recipePage.comments.new")}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!text.trim()}
          loading={create.isPending}
          sx={{ alignSelf: "flex-end" }}
        >
          {t("recipePage.comments.submit")}
        </Button>
      </Box>
      {comments.isPending ? (
        <PageLoading />
      ) : comments.data?.length ? (
        <Box component="ul" aria-label={t("recipePage.comments.title")} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} recipeSlug={recipe.slug} onDelete={setDeleting} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t("recipePage.comments.none")}</Typography>
      )}
      <MountWhenNeeded when={deleting !== null}>
        <ConfirmDialog
          open={deleting !== null}
          title={t("recipePage.comments.deleteTitle")}
          message={t("recipePage.comments.deleteMessage")}
          confirmLabel={t("general.delete")}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      </MountWhenNeeded>
    </Box>
  );
}

function CommentItem({
  comment,
  recipeSlug,
  onDelete,
}: {
  comment: RecipeCommentOut;
  recipeSlug: string;
  onDelete: (comment: RecipeCommentOut) => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useViewer();
  const update = useUpdateComment(recipeSlug);
  const [editText, setEditText] = useState<string | null>(null);
  const mayChange = user !== null && (user.id === comment.userId || user.admin);
  const author = comment.user.username ?? t("recipePage.comments.unknownAuthor");
  const written = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(comment.createdAt),
  );

  function save(event: FormEvent) {
    event.preventDefault();
    if (!editText?.trim()) return;
    update.mutate({ id: comment.id, text: editText.trim() }, { onSuccess: () => setEditText(null) });
  }

  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, mb: 1, display: "flex", gap: 1.5 }}>
      <UserAvatar user={{ id: comment.userId, fullName: "", username: author, cacheKey: "" }} size={36} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Typography variant="subtitle2" component="p" sx={{ flexGrow: 1 }}>
            {author}{" "}
            <Typography component="span" variant="caption" color="text.secondary">
              {written}
            </Typography>
          </Typography>
          {mayChange && editText === null && (
            <>
              <IconButton
                size="small"
                aria-label={t("recipePage.comments.edit")}
                onClick={() => setEditText(comment.text)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={t("recipePage.comments.delete")} onClick={() => onDelete(comment)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </>
          )}
        </Box>
        {editText === null ? (
          <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{comment.text}</Typography>
        ) : (
          <Box component="form" onSubmit={save} sx={{ display: "flex", flexDirection: "column", gap: 1, mt: 1 }}>
            <OutlinedTextField
              multiline
              autoFocus
              label={t("recipePage.comments.editLabel")}
              value={editText}
              onChange={(event) => setEditText(event.target.value)}
            />
            <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
              <Button onClick={() => setEditText(null)}>{t("general.cancel")}</Button>
              <Button type="submit" variant="contained" loading={update.isPending} disabled={!editText.trim()}>
                {t("recipePage.comments.save")}
              </Button>
            </Box>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
