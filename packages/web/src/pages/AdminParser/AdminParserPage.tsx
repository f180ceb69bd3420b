import { INGREDIENT_PARSERS, type ParsedIngredient } from "@larder/shared";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useParseIngredient } from "../../api/parser/mutations";
import { ConfidenceChip } from "../../components/IngredientParserDialog/ConfidenceChip";
import { useTranslation } from "../../i18n";

type ParserName = (typeof INGREDIENT_PARSERS)[number];

const EXAMPLES = [
  "1 1/2 cups all-purpose flour, sifted",
  "2 (15 oz) cans black beans, drained and rinsed",
  "200g/7oz dark chocolate (70% cocoa solids), chopped",
  "½ tsp salt, or to taste",
  "3 large eggs, at room temperature",
];

/** The parser playground: what each parser makes of one line, token by token, with its confidence. */
export function AdminParserPage() {
  const { t } = useTranslation();
  const [line, setLine] = useState(EXAMPLES[0] as string);
  const [parser, setParser] = useState<ParserName>("nlp");
  const parse = useParseIngredient();

  const run = (text: string, chosen: ParserName) => {
    if (text.trim()) parse.mutate({ ingredient: text, parser: chosen });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(line, parser);
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t("parser.playground.title")}
        </Typography>
        <Typography color="text.secondary">{t("parser.playground.intro")}</Typography>
        <Stack component="form" spacing={2} onSubmit={submit} aria-label={t("parser.playground.title")}>
          <TextField
            label={t("parser.playground.line")}
            value={line}
            onChange={(event) => setLine(event.target.value)}
            fullWidth
          />
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={parser}
              aria-label={t("parser.parserChoice")}
              onChange={(_, value: ParserName | null) => {
                if (!value) return;
                setParser(value);
                run(line, value);
              }}
            >
              {INGREDIENT_PARSERS.map((name) => (
                <ToggleButton key={name} value={name}>
                  {t(`parser.parsers.${name}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Button type="submit" variant="contained" disabled={!line.trim() || parse.isPending}>
              {t("parser.playground.parse")}
            </Button>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: "wrap" }}
            aria-label={t("parser.playground.examples")}
          >
            {EXAMPLES.map((example) => (
              <Chip
                key={example}
                label={example}
                variant="outlined"
                onClick={() => {
                  setLine(example);
                  run(example, parser);
                }}
              />
            ))}
          </Stack>
        </Stack>
        {parse.isError && <Alert severity="error">{t("parser.failed")}</Alert>}
        {parse.data && <ParseResult result={parse.data} />}
      </Stack>
    </Container>
  );
}

function ParseResult({ result }: { result: ParsedIngredient }) {
  const { t } = useTranslation();
  const { ingredient, confidence } = result;
  const fields = [
    {
      key: "quantity",
      value: ingredient.quantity === null ? "" : String(ingredient.quantity),
      score: confidence.quantity,
    },
    { key: "unit", value: ingredient.unit?.name ?? "", score: confidence.unit, isNew: ingredient.unit?.id === null },
    { key: "food", value: ingredient.food?.name ?? "", score: confidence.food, isNew: ingredient.food?.id === null },
    { key: "note", value: ingredient.note ?? "", score: confidence.comment },
  ] as const;
  return (
    <>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ mb: 1, justifyContent: "space-between", alignItems: "center" }}>
            <Typography variant="h6" component="h2">
              {t("parser.playground.result")}
            </Typography>
            <ConfidenceChip value={confidence.average} label={t("parser.confidence.average")} />
          </Stack>
          <Table size="small" aria-label={t("parser.playground.result")}>
            <TableBody>
              {fields.map((field) => (
                <TableRow key={field.key}>
                  <TableCell component="th" scope="row" sx={{ width: "25%" }}>
                    {t(`parser.fields.${field.key}`)}
                  </TableCell>
                  <TableCell>
                    {field.value || <Typography color="text.secondary">{t("parser.none")}</Typography>}
                    {"isNew" in field && field.isNew && (
                      <Chip
                        size="small"
                        sx={{ ml: 1 }}
                        label={t("parser.notInGroup")}
                        color="warning"
                        variant="outlined"
                      />
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <ConfidenceChip value={field.score} label={t(`parser.fields.${field.key}`)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t("parser.playground.tokens")}
          </Typography>
          <Table size="small" aria-label={t("parser.playground.tokens")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("parser.playground.token")}</TableCell>
                <TableCell>{t("parser.playground.label")}</TableCell>
                <TableCell align="right">{t("parser.playground.confidence")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.tokens.map((token, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a line's tokens have no identity beyond their place
                <TableRow key={index}>
                  <TableCell sx={{ fontFamily: "monospace" }}>{token.text}</TableCell>
                  <TableCell>{t(`parser.labels.${token.label}`)}</TableCell>
                  <TableCell align="right">
                    {token.confidence === null ? "—" : `${Math.round(token.confidence * 100)}%`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </>
  );
}
