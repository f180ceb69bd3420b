import { requiredRule } from "@larder/shared";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useCreateRecipe } from "../../api/recipes/mutations";
import { useRecipeNameCheck } from "../../api/validators/queries";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTakenMessage } from "../../hooks/useTakenMessage";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

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
