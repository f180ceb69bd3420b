import { useState } from "react";
import { useTranslation } from "../i18n";
import { translateRuleMessage } from "../i18n/ruleMessages";

type FieldMessages<Field extends string> = Partial<Record<Field, string | undefined>>;

/**
 * The messages a form shows under its fields: rule errors wait for the first submit, while errors
 * the server reported (a taken name) show at once. Messages come out in the interface language.
 */
export function useFormErrors<Field extends string>(
  ruleErrors: FieldMessages<Field>,
  serverErrors: FieldMessages<Field> = {},
) {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);

  const errorOf = (field: Field): string | undefined => {
    const message = (submitted ? ruleErrors[field] : undefined) ?? serverErrors[field];
    return message && translateRuleMessage(t, message);
  };

  /** Marks the form as submitted; true when nothing stands in the way of sending it. */
  const trySubmit = (): boolean => {
    setSubmitted(true);
    return ![...Object.values(ruleErrors), ...Object.values(serverErrors)].some(Boolean);
  };

  /** Hides the rule errors again, as for a freshly loaded form. */
  const reset = () => setSubmitted(false);

  return { errorOf, trySubmit, reset };
}
