import { formatScale, parseScale, stepScale } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "../../i18n";
import { OutlinedTextField } from "./OutlinedTextField";

interface ScaleControlProps {
  scale: number;
  onChange: (scale: number) => void;
}

/** − and + steps, and a field taking any scale a cook can type ("2", "1.5", "1/2"). */
export function ScaleControl({ scale, onChange }: ScaleControlProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(formatScale(scale));
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    setText(formatScale(scale));
    setInvalid(false);
  }, [scale]);

  function apply(event?: FormEvent) {
    event?.preventDefault();
    const typed = parseScale(text);
    if (typed === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange(typed);
  }

  return (
    <Box component="form" onSubmit={apply} noValidate sx={{ display: "flex", alignItems: "flex-start", gap: 0.5 }}>
      <IconButton aria-label={t("recipePage.scale.decrease")} onClick={() => onChange(stepScale(scale, -1))}>
        <RemoveIcon />
      </IconButton>
      <OutlinedTextField
        size="small"
        label={t("recipePage.scale.label")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => apply()}
        error={invalid}
        helperText={invalid ? t("recipePage.scale.invalid") : undefined}
        sx={{ width: 110 }}
        slotProps={{ input: { inputMode: "decimal" } }}
      />
      <IconButton aria-label={t("recipePage.scale.increase")} onClick={() => onChange(stepScale(scale, 1))}>
        <AddIcon />
      </IconButton>
    </Box>
  );
}
