import type { ValidationResponse } from "@larder/shared";
import type { GroupsRepository } from "../groups/groups.repository.js";
import type { UsersRepository } from "../users/users.repository.js";

/** Availability checks that forms make while the user types: `valid` means "not taken yet". */
export class ValidatorsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly groups: GroupsRepository,
  ) {}

  async username(name: string): Promise<ValidationResponse> {
    return { valid: name.trim() !== "" && !(await this.users.usernameTaken(name)) };
  }

  /**
   * Mealie's web app puts the address into the query unencoded, so a "+" in it arrives as a space;
   * an address has no spaces, so they are read back as "+" ("ann+food@example.com").
   */
  async email(sent: string): Promise<ValidationResponse> {
    const email = sent.trim() === "" ? "" : sent.replaceAll(" ", "+");
    return { valid: email !== "" && !(await this.users.emailTaken(email)) };
  }

  async groupName(name: string): Promise<ValidationResponse> {
    return { valid: name.trim() !== "" && !(await this.groups.nameTaken(name)) };
  }
}
