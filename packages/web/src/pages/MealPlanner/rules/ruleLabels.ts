import { PLAN_RULE_DAYS, type PlanRulesDay, type PlanRulesOut, type PlanRulesType } from "@larder/shared";
import { addDays, planDayFormat } from "../../../api/mealplans/planDates";
import type { TFunction } from "../../../i18n";

/** 2 January 2023 was a Monday, the first of the rules' weekdays. */
const A_MONDAY = "2023-01-02";

/** The rules' weekdays in the order of a week that begins on `firstDayOfWeek` (0 is Sunday). */
export function ruleDaysFrom(firstDayOfWeek: number): PlanRulesDay[] {
  const mondayBased = (firstDayOfWeek + 6) % 7;
  return Array.from({ length: 7 }, (_, index) => PLAN_RULE_DAYS[(mondayBased + index) % 7] as PlanRulesDay);
}

/** Names a rule's day and meal type in the interface language. */
export function ruleLabels(t: TFunction, locale: string) {
  const weekday = planDayFormat(locale, { weekday: "long" });
  const dayName = (day: PlanRulesDay) =>
    day === "unset"
      ? t("mealPlan.rules.anyDay")
      : weekday(addDays(A_MONDAY, PLAN_RULE_DAYS.indexOf(day as (typeof PLAN_RULE_DAYS)[number])));
  const typeName = (type: PlanRulesType) =>
    type === "unset" ? t("mealPlan.rules.anyType") : t(`mealPlan.types.${type}`);
  return {
    dayName,
    typeName,
    summary: (rule: Pick<PlanRulesOut, "day" | "entryType">) =>
      t("mealPlan.rules.summary", { day: dayName(rule.day), type: typeName(rule.entryType) }),
  };
}
