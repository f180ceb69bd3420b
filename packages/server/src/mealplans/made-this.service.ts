import { localDate } from "../jobs/schedule.js";
import type { Repositories } from "../repositories.js";
import type { Cook } from "./made-this.repository.js";

/**
 * The daily "made this" of the meal planner: each entry planned for the day with a recipe adds
 * an "info" event to the recipe's timeline ("Alice made this for dinner") and moves the
 * recipe's last-made date up to the run (never back). Notes without a recipe add nothing.
 *
 * The event is written in the name of the member who planned the entry; an entry planned by no
 * one (or by someone who has left the group) is written in the name of the group's oldest
 * administrator, else its oldest member, rather than left out: a meal planned through an
 * integration still shows on the timeline.
 *
 * Each entry is marked made for its day in the same transaction as its event, so running the job
 * again the same day (a second instance, a retry, by hand) writes nothing twice.
 */
export class MadeThisService {
  constructor(private readonly repositories: Repositories) {}

  /**
   * Writes the events of the meals planned on the local date of `at`, stamped `at`; answers how
   * many were written. An entry that fails does not stop the others; the first failure is thrown
   * at the end, so the job runner logs it and retries.
   */
  async recordMealsMade(at: Date): Promise<number> {
    const day = localDate(at);
    const meals = await this.repositories.madeThis.plannedMealsOn(day);
    const standIns = new Map<string, Cook | undefined>();
    let written = 0;
    let failure: unknown;
    for (const meal of meals) {
      if (!meal.cook && !standIns.has(meal.groupId)) {
        standIns.set(meal.groupId, await this.repositories.madeThis.standIn(meal.groupId));
      }
      const cook = meal.cook ?? standIns.get(meal.groupId);
      // A group without members: nobody to write it for; a later run writes it once someone joins.
      if (!cook) continue;
      try {
        const wrote = await this.repositories.inTransaction(async (repositories) => {
          if (!(await repositories.madeThis.markMade(meal.entryId, day))) return false;
          const { timeline, recipes } = repositories.group(meal.groupId);
          await timeline.create({
            recipe_id: meal.recipeId,
            user_id: cook.id,
            subject: `${cook.name} made this for ${meal.entryType}`,
            event_type: "info",
            event_message: null,
            timestamp: at,
          });
          await recipes.advanceLastMade(meal.recipeId, at);
          return true;
        });
        if (wrote) written++;
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
    return written;
  }
}
