// The plan's allowance of saved sessions, for every way a session is added (a new one, a retry, a drill).
import { type AccessClaims, savedSessionAllowance, sessionLimitMessage } from '@blindspot/contracts';
import { ForbiddenException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { RoleplaySessionEntity } from './roleplay-session.entity.js';

/**
 * Saves a new session if the user's plan (the token's tier) keeps room for it: counted and inserted in one
 * transaction under the same per-user advisory lock as `RoleplaySessionsService.create`, so sessions
 * started at once at the limit, by any route, cannot all pass. Nothing is ever deleted to make room.
 */
export async function saveWithinAllowance(
  dataSource: DataSource,
  user: AccessClaims,
  row: RoleplaySessionEntity,
): Promise<RoleplaySessionEntity> {
  const allowance = savedSessionAllowance(user.tier);
  return dataSource.transaction(async (manager) => {
    if (allowance !== null) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`roleplay-sessions:${user.sub}`]);
      const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM roleplay_sessions WHERE user_id = $1`, [user.sub]);
      if (count >= allowance) throw new ForbiddenException(sessionLimitMessage(user.tier));
    }
    return manager.save(RoleplaySessionEntity, row);
  });
}
