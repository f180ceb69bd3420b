import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import { useId } from "react";

interface SwitchFieldProps {
  label: string;
  /** What turning it on does; read out with the switch. */
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function SwitchField({ label, hint, checked, onChange, disabled }: SwitchFieldProps) {
  const hintId = useId();
  return (
    <FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled}
            slotProps={{ input: { "aria-describedby": hintId } }}
          />
        }
        label={label}
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {hint}
      </FormHelperText>
    </FormControl>
  );
}
