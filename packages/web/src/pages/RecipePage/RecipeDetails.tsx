import { NUTRITION_FIELDS, type Recipe } from "@larder/shared";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { recipeAssetUrl } from "../../api/recipes/mediaMutations";
import { useShareToken } from "../../api/shares/ShareTokenContext";
import { Markdown } from "../../components/Markdown/Markdown";
import { useTranslation } from "../../i18n";

/** The recipe's notes: each a title and markdown text. */
export function RecipeNotes({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  if (recipe.notes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recipe-notes-heading">
      <Typography id="recipe-notes-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t("recipePage.notes")}
      </Typography>
      {recipe.notes.map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id, and this read-only list never reorders
        <Paper key={`${note.title}-${index}`} variant="outlined" sx={{ p: 2, mb: 1.5 }}>
          {note.title && (
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {note.title}
            </Typography>
          )}
          <Markdown source={note.text} />
        </Paper>
      ))}
    </Box>
  );
}

/** Nutrition facts, shown when the recipe's settings ask for them and at least one is filled in. */
export function RecipeNutrition({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const facts = NUTRITION_FIELDS.flatMap((field) => {
    const value = recipe.nutrition[field]?.trim();
    return value ? [{ field, value }] : [];
  });
  if (!recipe.settings.showNutrition || facts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recipe-nutrition-heading">
      <Typography id="recipe-nutrition-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t("recipePage.nutrition.title")}
      </Typography>
      <Table size="small" aria-labelledby="recipe-nutrition-heading">
        <TableBody>
          {facts.map(({ field, value }) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row">
                {t(`recipePage.nutrition.${field}`)}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Files attached to the recipe, shown when its settings ask for them. */
export function RecipeAssets({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const shareToken = useShareToken();
  if (!recipe.settings.showAssets || recipe.assets.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recipe-assets-heading">
      <Typography id="recipe-assets-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t("recipePage.assets")}
      </Typography>
      <List dense>
        {recipe.assets.map((asset) => (
          <ListItem key={asset.fileName ?? asset.name} disableGutters>
            <ListItemIcon>
              <AttachFileIcon />
            </ListItemIcon>
            <ListItemText>
              {asset.fileName ? (
                <Link href={recipeAssetUrl(recipe.id, asset.fileName, shareToken)} download={asset.fileName}>
                  {asset.name}
                </Link>
              ) : (
                asset.name
              )}
            </ListItemText>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
