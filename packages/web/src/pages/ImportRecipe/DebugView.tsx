import type { ScrapeDebugResult } from "@larder/shared";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "../../i18n";

/** What a page yields, field by field, before anything is saved: for checking a site before importing it. */
export function DebugView({ result }: { result: ScrapeDebugResult }) {
  const { t } = useTranslation();
  const { recipe } = result;
  const fields: [string, string | null][] = [
    [t("importer.debug.name"), recipe.name],
    [t("importer.debug.description"), recipe.description],
    [t("importer.debug.yield"), recipe.recipeYield],
    [t("importer.debug.totalTime"), recipe.totalTime],
    [t("importer.debug.prepTime"), recipe.prepTime],
    [t("importer.debug.cookTime"), recipe.cookTime],
    [t("importer.debug.keywords"), result.keywords.join(", ") || null],
    [
      t("importer.debug.nutrition"),
      Object.entries(recipe.nutrition)
        .map(([key, value]) => `${key}: ${value}`)
        .join(", ") || null,
    ],
  ];
  return (
    <Card variant="outlined" component="section" aria-label={t("importer.debug.title")}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Typography variant="h6" component="h2">
              {t("importer.debug.title")}
            </Typography>
            <Chip size="small" label={t("importer.debug.source", { source: t(`importer.sources.${result.source}`) })} />
            <Chip size="small" label={t("importer.debug.parseTime", { ms: result.parseMilliseconds })} />
          </Stack>
          {result.images[0] && (
            <Box
              component="img"
              src={result.images[0]}
              alt={t("importer.debug.imageAlt")}
              sx={{ maxWidth: 320, maxHeight: 220, objectFit: "cover", borderRadius: 1 }}
              referrerPolicy="no-referrer"
            />
          )}
          <Table size="small">
            <TableBody>
              {fields.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ width: 160, fontWeight: 600 }}>
                    {label}
                  </TableCell>
                  <TableCell>{value ?? t("importer.debug.none")}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div>
            <Typography variant="subtitle1" component="h3">
              {t("importer.debug.ingredients", { count: recipe.recipeIngredient.length })}
            </Typography>
            <ul>
              {recipe.recipeIngredient.map((ingredient, index) => (
                // Lines repeat ("salt"), so the position is part of the key.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                <li key={index}>
                  {ingredient.title && <strong>{ingredient.title}: </strong>}
                  {ingredient.note}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <Typography variant="subtitle1" component="h3">
              {t("importer.debug.instructions", { count: recipe.recipeInstructions.length })}
            </Typography>
            <ol>
              {recipe.recipeInstructions.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                <li key={index}>
                  {step.title && <strong>{step.title}: </strong>}
                  {step.text}
                </li>
              ))}
            </ol>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
