import { type AccessClaims, type DeleteAccountInput, deleteAccountSchema } from '@blindspot/contracts';
import { ApiRoute, CurrentUser, ZodBody } from '@blindspot/service-kit';
import { Controller, Delete, HttpCode, UseGuards } from '@nestjs/common';
import { ActiveSessionGuard } from '../sessions/active-session.guard.js';
import { AccountDeletionService } from './account-deletion.service.js';

@Controller('api/user')
@UseGuards(ActiveSessionGuard)
export class AccountDeletionController {
  constructor(private readonly deletions: AccountDeletionService) {}

  /** The seller owns their data (docs/accounts.md): the account goes at once, the other services' rows follow. */
  @Delete()
  @HttpCode(204)
  @ApiRoute({
    summary: 'Delete your account and all your data',
    description:
      'Checks the password, ends every sign-in and personal token, deletes the account, and has deals, ' +
      'roleplay and billing delete your rows (retried until each has; billing cancels the subscription). ' +
      'Cannot be undone.',
    tag: 'account',
    errors: { 400: 'The password is missing or is not the password of this account' },
  })
  async deleteAccount(@CurrentUser() claims: AccessClaims, @ZodBody(deleteAccountSchema) body: DeleteAccountInput): Promise<void> {
    await this.deletions.deleteAccount(claims.sub, body.password);
  }
}
