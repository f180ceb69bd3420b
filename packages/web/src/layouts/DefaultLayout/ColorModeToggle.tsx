import DarkModeIcon from "@mui/icons-material/DarkMode";
import LightModeIcon from "@mui/icons-material/LightMode";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Switch from "@mui/material/Switch";
import { useId } from "react";
import { useTranslation } from "../../i18n";
import { useColorModeToggle } from "../../theme/useColorModeToggle";

export function ColorModeToggle() {
  const { t } = useTranslation();
  const labelId = useId();
  const { mode, toggle } = useColorModeToggle();
  return (
    <ListItem
      secondaryAction={
        <Switch
          edge="end"
          checked={mode === "dark"}
          onChange={toggle}
          slotProps={{ input: { "aria-labelledby": labelId } }}
        />
      }
    >
      <ListItemIcon>{mode === "dark" ? <DarkModeIcon /> : <LightModeIcon />}</ListItemIcon>
      <ListItemText id={labelId} primary={t("nav.darkMode")} />
    </ListItem>
  );
}
