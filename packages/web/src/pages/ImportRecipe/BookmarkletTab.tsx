import BookmarkAddIcon from "@mui/icons-material/BookmarkAdd";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "../../i18n";
import { bookmarkletCode } from "./bookmarklet";

/** The bookmarklet to drag to the bookmarks bar: on a recipe page, it sends that page to Larder. */
export function BookmarkletTab({ importPageUrl }: { importPageUrl: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography>{t("importer.bookmarklet.help")}</Typography>
      <div>
        <Button
          component="a"
          href={bookmarkletCode(importPageUrl)}
          variant="outlined"
          startIcon={<BookmarkAddIcon />}
          onClick={(event) => event.preventDefault()}
        >
          {t("importer.bookmarklet.link")}
        </Button>
      </div>
      <Typography variant="body2" color="text.secondary">
        {t("importer.bookmarklet.how")}
      </Typography>
    </Stack>
  );
}
