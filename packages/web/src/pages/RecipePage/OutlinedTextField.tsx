import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";
import type { SxProps, Theme } from "@mui/material/styles";
import { type ReactNode, useId } from "react";

type InputProps = Pick<
  OutlinedInputProps,
  "value" | "onChange" | "onBlur" | "multiline" | "minRows" | "autoFocus" | "slotProps"
>;

interface OutlinedTextFieldProps extends InputProps {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  size?: "small" | "medium";
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field built from the parts MUI's TextField is made of, for the recipe page's
 * first load: TextField always brings its select mode along (Select, Menu, Popover, the filled
 * and standard inputs), about 12 kB gzip that a recipe reader never uses.
 */
export function OutlinedTextField({ label, error, helperText, size, sx, ...input }: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" error={error} size={size} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperText ? helperTextId : undefined} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
