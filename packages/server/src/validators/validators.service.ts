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

  async email(email: string): Promise<ValidationResponse> {
    return { valid: email.trim() !== "" && !(await this.users.emailTaken(email)) };
  }

  async groupName(name: string): Promise<ValidationResponse> {
    return { valid: name.trim() !== "" && !(await this.groups.nameTaken(name)) };
  }
}
