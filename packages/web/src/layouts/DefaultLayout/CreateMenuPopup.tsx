import EditIcon from "@mui/icons-material/Edit";
import LinkIcon from "@mui/icons-material/Link";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

interface CreateMenuPopupProps {
  groupSlug: string;
  menuId: string;
  /** The Create button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The open Create menu: import by URL or create by hand. */
export function CreateMenuPopup({ groupSlug, menuId, anchor, onClose }: CreateMenuPopupProps) {
  const { t } = useTranslation();
  return (
    <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem component={RouterLink} to={paths.importRecipeByUrl(groupSlug)} onClick={onClose}>
        <ListItemIcon>
          <LinkIcon />
        </ListItemIcon>
        <ListItemText primary={t("create.importByUrl")} secondary={t("create.importByUrlHint")} />
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.createRecipeManually(groupSlug)} onClick={onClose}>
        <ListItemIcon>
          <EditIcon />
        </ListItemIcon>
        <ListItemText primary={t("create.manually")} secondary={t("create.manuallyHint")} />
      </MenuItem>
    </Menu>
  );
}
