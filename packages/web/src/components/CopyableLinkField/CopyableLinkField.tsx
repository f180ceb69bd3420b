import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import type { FocusEvent } from "react";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";

interface CopyableLinkFieldProps {
  label: string;
  link: string;
  /** The copy button's accessible name. */
  copyLabel: string;
  copiedMessage: string;
}

/** A read-only link with a copy button, for links that are handed on by hand (invitations, password resets). */
export function CopyableLinkField({ label, link, copyLabel, copiedMessage }: CopyableLinkFieldProps) {
  const copy = useCopyToClipboard();
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={link}
      slotProps={{
        htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select() },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={copyLabel} onClick={() => void copy(link, copiedMessage)}>
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
