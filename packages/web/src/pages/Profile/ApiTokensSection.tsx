import type { ApiTokenOut } from "@larder/shared";
import DeleteIcon from "@mui/icons-material/Delete";
import KeyIcon from "@mui/icons-material/Key";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useCreateApiTokenMutation } from "../../api/users/mutations";
import { useTranslation } from "../../i18n";
import { DeleteTokenDialog } from "./DeleteTokenDialog";
import { NewTokenAlert } from "./NewTokenAlert";

/** API tokens for scripts and integrations; offered to advanced users only (SPEC §6). */
export function ApiTokensSection({ tokens }: { tokens: ApiTokenOut[] }) {
  const { t, i18n } = useTranslation();
  const createToken = useCreateApiTokenMutation();
  const [name, setName] = useState("");
  const [createdToken, setCreatedToken] = useState<ApiTokenOut | null>(null);
  const [tokenToDelete, setTokenToDelete] = useState<ApiTokenOut | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });

  const handleCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    createToken.mutate(name.trim(), {
      onSuccess: (token) => {
        setCreatedToken(token);
        setName("");
      },
    });
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={t("profile.tokens.title")}
        subheader={t("profile.tokens.description")}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <CardContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        {createdToken && <NewTokenAlert token={createdToken} onDismiss={() => setCreatedToken(null)} />}
        {tokens.length === 0 ? (
          <Typography color="text.secondary">{t("profile.tokens.none")}</Typography>
        ) : (
          <List aria-label={t("profile.tokens.listLabel")} disablePadding>
            {tokens.map((token) => (
              <ListItem
                key={token.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t("profile.tokens.delete", { name: token.name })}
                    onClick={() => setTokenToDelete(token)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemIcon>
                  <KeyIcon />
                </ListItemIcon>
                <ListItemText
                  primary={token.name}
                  secondary={
                    token.createdAt
                      ? t("profile.tokens.createdAt", { date: dateFormat.format(new Date(token.createdAt)) })
                      : undefined
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box component="form" onSubmit={handleCreate} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <TextField
            size="small"
            label={t("profile.tokens.nameLabel")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={name.trim() === ""} loading={createToken.isPending}>
            {t("profile.tokens.generate")}
          </Button>
        </Box>
      </CardContent>
      <DeleteTokenDialog token={tokenToDelete} onClose={() => setTokenToDelete(null)} />
    </Card>
  );
}
