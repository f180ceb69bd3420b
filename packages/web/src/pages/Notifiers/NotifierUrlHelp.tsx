import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n";

/** The services Larder sends to itself, each with address shapes a household would copy (not translated: they are syntax). */
const SERVICES = [
  { id: "json", examples: ["json://192.168.1.20:8123/api/webhook/larder", "jsons://example.com/notify"] },
  { id: "form", examples: ["form://example.com/notify", "forms://example.com/notify"] },
  { id: "xml", examples: ["xml://example.com/notify", "xmls://example.com/notify"] },
  { id: "ntfy", examples: ["ntfy://my-topic", "ntfys://ntfy.example.com/kitchen"] },
  { id: "gotify", examples: ["gotifys://gotify.example.com/AppToken"] },
  { id: "discord", examples: ["discord://webhook_id/webhook_token"] },
  { id: "slack", examples: ["slack://TokenA/TokenB/TokenC/#kitchen"] },
  { id: "tgram", examples: ["tgram://bot_token/chat_id"] },
  { id: "pover", examples: ["pover://user_key@app_token"] },
  { id: "mailto", examples: ["mailto://cook@example.com"] },
  { id: "apprise", examples: ["apprises://apprise.example.com/config_key"] },
] as const;

/** A short list of the notifier addresses Larder understands, shown on request under the URL field. */
export function NotifierUrlHelp() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Box>
      <Button size="small" onClick={() => setOpen((shown) => !shown)} aria-expanded={open} aria-controls={listId}>
        {t("notifiers.urlHelp.toggle")}
      </Button>
      <Collapse in={open}>
        <Box id={listId} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t("notifiers.urlHelp.intro")}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "minmax(8rem, auto) 1fr", gap: 0.5 }}>
            {SERVICES.map((service) => (
              <Box key={service.id} sx={{ display: "contents" }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                  {t(`notifiers.urlHelp.services.${service.id}`)}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, fontFamily: "monospace", wordBreak: "break-all" }}
                >
                  {service.examples.join("  ·  ")}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}
