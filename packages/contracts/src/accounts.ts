// The seller owns their data (docs/accounts.md): deleting the account, and what the export holds.
import { z } from 'zod';
import { callReviewSchema, dealAnalysisSchema, roleplaySessionSchema } from './api-schemas.js';
import { PASSWORD_MAX } from './limits.js';

/** DELETE /api/user: the account's password again, so a left-open tab cannot delete it. */
export const deleteAccountSchema = z.strictObject({
  password: z.string().min(1, 'is required').max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** The services that keep a user's rows and delete them when auth asks (`DELETE /internal/users/:id/data`). */
export const ACCOUNT_DATA_SERVICES = ['deals', 'roleplay', 'billing'] as const;
export type AccountDataService = (typeof ACCOUNT_DATA_SERVICES)[number];

/** The refusal of a wrong password when deleting the account (400). */
export const WRONG_PASSWORD_MESSAGE = 'password: is not the password of this account';

/** GET /api/deal-analyses/export: every analysis of the seller, with its notes, chat and checklist, newest first. */
export const dealAnalysesExportSchema = z.object({ analyses: z.array(dealAnalysisSchema) }).meta({ id: 'DealAnalysesExport' });
export type DealAnalysesExport = z.output<typeof dealAnalysesExportSchema>;

/** GET /api/roleplay-sessions/export: every session (transcript, feedback, rubric) and scored call, newest first. */
export const roleplayExportSchema = z
  .object({ sessions: z.array(roleplaySessionSchema), callReviews: z.array(callReviewSchema) })
  .meta({ id: 'RoleplayExport' });
export type RoleplayExport = z.output<typeof roleplayExportSchema>;
