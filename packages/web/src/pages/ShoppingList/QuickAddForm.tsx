import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../i18n";

interface QuickAddFormProps {
  /** Adds the line (in the order lines were typed). */
  onAdd: (text: string) => void;
}

/**
 * One line to type an item as it would be said ("2 cups flour"); Enter adds it and empties the
 * field at once for the next, however long reading the line takes.
 */
export function QuickAddForm({ onAdd }: QuickAddFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    const line = text.trim();
    if (!line) return;
    setText("");
    onAdd(line);
  }

  return (
    <Box component="form" onSubmit={submit} sx={{ display: "flex", gap: 1, alignItems: "center", mb: 2 }}>
      <TextField
        fullWidth
        label={t("shoppingList.quickAdd")}
        placeholder={t("shoppingList.quickAddPlaceholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { enterKeyHint: "enter", maxLength: 500 } }}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={t("shoppingList.addItem")}
        disabled={text.trim() === ""}
        sx={{ width: 56, height: 56, border: 1, borderColor: "divider" }}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}
