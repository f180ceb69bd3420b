import { requiredRule, type ValidationResponse } from "@larder/shared";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useApiClient } from "../../api/ApiClientContext";
import { dataOrThrow } from "../../api/client";
import { recipeKeys } from "../../api/recipes/keys";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTakenMessage } from "../../hooks/useTakenMessage";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

/** Is this recipe name still free in the group? A check without an answer counts as free. */
function useRecipeNameCheck(groupId: string | undefined) {
  const api = useApiClient();
  return async (name: string) => {
    if (!groupId) return true;
    const result = await api.get<ValidationResponse>("validators/recipe", {
      query: { group_id: groupId, name },
      notify: false,
    });
    return result.data?.valid ?? true;
  };
}

function useCreateRecipe() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => dataOrThrow(await api.call("createRecipe", { body: { name } })),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: recipeKeys.all, predicate: (query) => query.queryKey[1] !== "detail" }),
  });
}

/**
 * Create a recipe manually (`/g/{groupSlug}/r/create/new`): a name that is free in the group, then
 * the new recipe opens in the editor for the rest.
 */
export function CreateRecipePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, groupSlug } = useViewer();
  const createRecipe = useCreateRecipe();
  const [name, setName] = useState("");
  const isFree = useRecipeNameCheck(user?.groupId);
  const taken = useTakenMessage(name.trim(), isFree, t("recipeEditor.nameTaken"));
  const required = requiredRule(name);
  const { errorOf, trySubmit } = useFormErrors<"name">(
    { name: required === true ? undefined : required },
    { name: taken },
  );

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trySubmit()) return;
    const trimmed = name.trim();
    // The debounced check may not have run for the last keystrokes: ask once more before creating.
    if (!(await isFree(trimmed))) {
      setName(trimmed);
      return;
    }
    createRecipe.mutate(trimmed, {
      onSuccess: (slug) => {
        if (groupSlug) void navigate(`${paths.recipe(groupSlug, slug)}?edit=true`);
      },
    });
  };

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t("recipeEditor.createTitle")}
        </Typography>
        <Card variant="outlined">
          <CardContent>
            <Stack
              component="form"
              spacing={2}
              noValidate
              onSubmit={handleSubmit}
              aria-label={t("recipeEditor.createTitle")}
            >
              <Typography color="text.secondary">{t("recipeEditor.createIntro")}</Typography>
              <TextField
                autoFocus
                required
                label={t("recipeEditor.name")}
                value={name}
                error={Boolean(errorOf("name"))}
                helperText={errorOf("name")}
                onChange={(event) => setName(event.target.value)}
              />
              <Button type="submit" variant="contained" loading={createRecipe.isPending} sx={{ alignSelf: "flex-end" }}>
                {t("recipeEditor.createButton")}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Container>
  );
}
