// Custom scenarios: the buyers a seller writes, kept per user (another user's is a 404), and sessions
// started from them. Writing and practising one is a Pro feature (docs/product.md#plans: the Pro card's
// "Custom training scenarios"), at most CUSTOM_SCENARIOS_PER_PLAN.pro kept; reading and deleting stay open
// on every plan, so a seller who moved down keeps and can tidy what they wrote.

import { randomUUID } from 'node:crypto';
import { customPersona, customScenarioWorld, scenarioGoalResults, unknownScenarioGoals } from '@blindspot/coach';
import {
  type AccessClaims,
  CUSTOM_SCENARIOS_PER_PLAN,
  CUSTOM_SCENARIOS_PRO_MESSAGE,
  type CustomScenario,
  type CustomScenarioFields,
  customScenarioLimitMessage,
  type RoleplaySession,
  type ScenarioGoals,
  type startCustomScenarioSchema,
} from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { SellerProfileClient } from '../seller-profile/seller-profile.client.js';
import { RoleplaySessionEntity } from '../sessions/roleplay-session.entity.js';
import { toSession } from '../sessions/roleplay-sessions.service.js';
import { saveWithinAllowance } from '../sessions/session-allowance.js';
import { parseMessages } from '../sessions/session-messages.js';

interface ScenarioRow {
  id: string;
  fields: CustomScenarioFields;
  created_at: Date;
  updated_at: Date;
}

const NOT_FOUND = 'Custom scenario not found';

const toScenario = (row: ScenarioRow): CustomScenario => ({
  ...row.fields,
  id: row.id,
  companySize: row.fields.companySize ?? null,
  personality: row.fields.personality ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

@Injectable()
export class CustomScenariosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sellerProfiles: SellerProfileClient,
  ) {}

  async list(userId: string): Promise<CustomScenario[]> {
    const rows: ScenarioRow[] = await this.dataSource.query(
      `SELECT id, fields, created_at, updated_at FROM custom_scenarios WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows.map(toScenario);
  }

  async get(userId: string, id: string): Promise<CustomScenario> {
    return toScenario(await this.find(userId, id));
  }

  /** 201: kept under the plan's limit, counted and inserted under a per-user lock so two at once cannot both pass. */
  async create(user: AccessClaims, fields: CustomScenarioFields): Promise<CustomScenario> {
    const limit = this.allowance(user);
    this.checkGoals(fields);
    const id = randomUUID();
    const [row] = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`custom-scenarios:${user.sub}`]);
      const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM custom_scenarios WHERE user_id = $1`, [user.sub]);
      if (count >= limit) throw new ForbiddenException(customScenarioLimitMessage(limit));
      return manager.query(
        `INSERT INTO custom_scenarios (id, user_id, name, fields) VALUES ($1, $2, $3, $4::jsonb) RETURNING id, fields, created_at, updated_at`,
        [id, user.sub, fields.name, JSON.stringify(fields)],
      );
    });
    return toScenario(row);
  }

  /** Replaces every field; sessions already started keep what they played. */
  async update(user: AccessClaims, id: string, fields: CustomScenarioFields): Promise<CustomScenario> {
    this.allowance(user);
    this.checkGoals(fields);
    const [rows] = await this.dataSource.query(
      `UPDATE custom_scenarios SET name = $3, fields = $4::jsonb, updated_at = now() WHERE id = $1 AND user_id = $2
       RETURNING id, fields, created_at, updated_at`,
      [id, user.sub, fields.name, JSON.stringify(fields)],
    );
    if (rows.length === 0) throw new NotFoundException(NOT_FOUND);
    return toScenario(rows[0]);
  }

  async remove(userId: string, id: string): Promise<void> {
    const [, affected] = await this.dataSource.query(`DELETE FROM custom_scenarios WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (!affected) throw new NotFoundException(NOT_FOUND);
  }

  /**
   * A new session playing the scenario: its cards, hidden facts, objections, methodology and difficulty,
   * copied into the session. Counts in the saved-session allowance like any other (403 at it).
   */
  async start(user: AccessClaims, id: string, options: z.output<typeof startCustomScenarioSchema>): Promise<RoleplaySession> {
    this.allowance(user);
    const { fields } = await this.find(user.sub, id);
    const sessionId = randomUUID();
    const sellerProfile = await this.sellerProfiles.fetch(user.sub);
    const { account, buyer } = customScenarioWorld({ seed: sessionId, scenario: fields, sellerProfile });
    const row = this.dataSource.getRepository(RoleplaySessionEntity).create({
      id: sessionId,
      userId: user.sub,
      scenario: fields.callType,
      persona: customPersona(fields),
      buyerTitle: fields.buyerRole,
      methodology: fields.methodology,
      difficulty: fields.difficulty,
      sessionType: options.sessionType,
      guidanceType: options.guidanceType,
      completed: false,
      score: 0,
      messages: '[]',
      targetAccountCompany: account.company,
      targetAccountIndustry: account.industry,
      targetAccountSize: account.size,
      targetAccountRevenue: account.revenue,
      targetAccountSituation: account.situation,
      buyerPersonaName: buyer.name,
      buyerPersonaRole: buyer.role,
      buyerPersonaProfile: buyer.profile,
      buyerPersonaGoal: buyer.goal,
      sellerProfile,
      customScenario: { ...fields, id },
    });
    return toSession(await saveWithinAllowance(this.dataSource, user, row));
  }

  /** The scenario's goals read against the session's transcript; 404 for a session not started from a scenario. */
  async goals(userId: string, sessionId: string): Promise<ScenarioGoals> {
    const session = await this.dataSource.getRepository(RoleplaySessionEntity).findOneBy({ id: sessionId, userId });
    if (!session) throw new NotFoundException('Roleplay session not found');
    if (!session.customScenario) throw new NotFoundException('This session was not started from a custom scenario');
    const scenario = session.customScenario;
    return {
      scenarioId: scenario.id,
      name: scenario.name,
      goals: scenarioGoalResults(scenario, parseMessages(session.messages, sessionId)),
    };
  }

  /** The plan's limit of kept scenarios; below Pro, writing and practising them is refused (403). */
  private allowance(user: AccessClaims): number {
    const limit = CUSTOM_SCENARIOS_PER_PLAN[user.tier ?? 'free'] ?? null;
    if (limit === null) throw new ForbiddenException(CUSTOM_SCENARIOS_PRO_MESSAGE);
    return limit;
  }

  private checkGoals(fields: CustomScenarioFields): void {
    const unknown = unknownScenarioGoals(fields);
    if (unknown.length > 0) {
      const methodology = getMethodology(fields.methodology);
      const named = unknown.map((g) => `"${g}"`).join(', ');
      const verb = unknown.length === 1 ? 'is not an element' : 'are not elements';
      const elements = methodology.concepts.map((c) => c.key).join(', ');
      throw new BadRequestException(`goals: ${named} ${verb} of ${methodology.name} (${elements})`);
    }
  }

  private async find(userId: string, id: string): Promise<ScenarioRow> {
    const [row]: ScenarioRow[] = await this.dataSource.query(
      `SELECT id, fields, created_at, updated_at FROM custom_scenarios WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (!row) throw new NotFoundException(NOT_FOUND);
    return row;
  }
}
